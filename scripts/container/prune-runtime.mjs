// Prunes a production install (`npm install --omit=dev`) to what the built server reads on this
// platform, in the Dockerfile's `deps` stage (decision 040). The runtime stage copies the result,
// so nothing removed here weighs on the image. Run from the app folder on Node 22 (it imports the
// font table straight from its TypeScript source).
//
// What goes, and why it is safe:
//  - onnxruntime-node's binaries for other platforms (it ships darwin, win32 and linux arm64 too);
//  - @fontsource files the compositor never registers: it draws from one weight of each face, in
//    woff2 only (src/shared/generator/font-faces.ts); the web app's fonts are in dist/web already;
//  - packages only the web app imports (dev dependencies, yet brought back by better-auth's optional
//    peers): Vite bundled them into dist/web, the server imports none;
//  - source maps, type declarations and Markdown files.
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import { SUBTITLE_FACES, TITLE_FACES } from '../../src/shared/generator/font-faces.ts'

const modules = path.resolve('node_modules')
let removedBytes = 0

function sizeOf(target) {
  const stat = statSync(target, { throwIfNoEntry: false })
  if (!stat) return 0
  if (!stat.isDirectory() || stat.isSymbolicLink()) return stat.size
  return readdirSync(target).reduce((sum, name) => sum + sizeOf(path.join(target, name)), 0)
}

function remove(target) {
  if (!existsSync(target)) return
  removedBytes += sizeOf(target)
  rmSync(target, { recursive: true, force: true })
}

/** Keeps only the entries of `dir` that `keep` accepts. */
function keepOnly(dir, keep) {
  if (!existsSync(dir)) return
  for (const name of readdirSync(dir)) if (!keep(name)) remove(path.join(dir, name))
}

// onnxruntime-node: bin/napi-v*/<platform>/<arch>, of which this machine needs one.
const onnxBin = path.join(modules, 'onnxruntime-node/bin')
if (existsSync(onnxBin)) {
  for (const napi of readdirSync(onnxBin)) {
    keepOnly(path.join(onnxBin, napi), (platform) => platform === process.platform)
    keepOnly(path.join(onnxBin, napi, process.platform), (arch) => arch === process.arch)
  }
}

// @fontsource: the files named `<pkg>-<subset>-<weight>-normal.woff2` of the faces' own weights.
const weights = new Map()
for (const face of [...TITLE_FACES, ...SUBTITLE_FACES]) {
  if (!face.pkg) continue
  weights.set(face.pkg, new Set([...(weights.get(face.pkg) ?? []), face.weight]))
}
const fontsource = path.join(modules, '@fontsource')
if (existsSync(fontsource)) {
  for (const pkg of readdirSync(fontsource)) {
    const wanted = weights.get(pkg) ?? new Set()
    keepOnly(path.join(fontsource, pkg, 'files'), (file) =>
      [...wanted].some((weight) => file.startsWith(`${pkg}-`) && file.endsWith(`-${weight}-normal.woff2`)),
    )
    // The CSS files are the browser's way in; the server reads unicode.json and the files.
    keepOnly(path.join(fontsource, pkg), (name) => !name.endsWith('.css') && !name.endsWith('.scss'))
  }
}

const WEB_ONLY = [
  'lucide-react',
  'react',
  'react-dom',
  'react-router',
  'react-hook-form',
  '@hookform/resolvers',
  '@tanstack/react-query',
  '@tanstack/query-core',
  '@radix-ui',
  '@paypal/react-paypal-js',
  'embla-carousel',
  'embla-carousel-react',
  'embla-carousel-autoplay',
  'sonner',
]
for (const name of WEB_ONLY) remove(path.join(modules, name))

/** Source maps, declarations and docs anywhere in the tree (licence files stay). */
function pruneFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const target = path.join(dir, entry.name)
    if (entry.isDirectory()) pruneFiles(target)
    else if (entry.isFile() && /\.(map|d\.ts|d\.mts|d\.cts|md|markdown)$/i.test(entry.name)) {
      if (!/^licen[cs]e/i.test(entry.name)) remove(target)
    }
  }
}
pruneFiles(modules)

process.stdout.write(`prune-runtime: removed ${(removedBytes / 1048576).toFixed(0)} MB from node_modules\n`)
