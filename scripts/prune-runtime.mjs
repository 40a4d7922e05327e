// Prunes a production install to what the built server reads on this platform. It is the second
// half of `npm run install:production` (README, "Install for production"), which the Dockerfile's
// `deps` stage runs too (decisions 040, 044): one mechanism, on a server and in the image. Run
// from the app folder after `npm install --omit=dev`; plain Node, no dependencies.
//
// What goes, and why it is safe:
//  - onnxruntime-node's binaries for other platforms: the package ships darwin, win32 and linux on
//    x64 and arm64 in one tarball (about 290 MB), has no option to install one, and loads only
//    bin/napi-v6/<platform>/<arch> (its install script only adds CUDA files, and npm runs none);
//  - packages only the web app imports (dev dependencies, yet brought back by better-auth's optional
//    peers): Vite bundled them into dist/web, the server imports none;
//  - source maps, type declarations and Markdown files.
// The fonts need nothing here: the server's come from vendor/server-fonts (decision 044).
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'

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
