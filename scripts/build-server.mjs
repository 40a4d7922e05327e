// Builds the server ahead of time into dist/server (decision 013): one ESM file per entry, with the
// project's own TypeScript bundled in and every npm package left as an import, so `npm start` runs
// plain JavaScript instead of compiling TypeScript at each start.
import { cpSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'

const root = path.resolve(import.meta.dirname, '..')
export const serverOutDir = path.join(root, 'dist/server')

/**
 * The entries, all in ONE folder: code that finds files next to itself through import.meta.url
 * (the migrations folder, the image worker) works the same from src/server and dist/server, which
 * sit at the same depth.
 */
function entries() {
  const all = {
    main: 'src/server/main.ts',
    cli: 'src/server/cli.ts',
    // Generation workers as their own processes (WORKERS=external; the container's worker service).
    worker: 'src/server/worker.ts',
    'image-worker': 'src/server/image-worker.ts',
  }
  return all
}

export async function buildServer() {
  const result = await build({
    absWorkingDir: root,
    entryPoints: entries(),
    outdir: serverOutDir,
    bundle: true,
    // npm packages stay imports: native addons (sharp, canvas), PGlite's wasm and the font files
    // resolve from node_modules as they do in development.
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node22.12',
    // Code shared by the entries goes into chunks beside them (same folder, same import.meta.url
    // depth) instead of a copy per entry.
    splitting: true,
    chunkNames: 'shared-[hash]',
    // Stack traces in the operator's log keep their function names.
    keepNames: true,
    logLevel: 'warning',
    metafile: true,
  })
  // Files of an older build go after the new one is in place (not before: a running server may
  // still load a chunk it imports lazily).
  const written = new Set(Object.keys(result.metafile.outputs).map((file) => path.resolve(root, file)))
  for (const name of readdirSync(serverOutDir)) {
    const file = path.join(serverOutDir, name)
    if (name.endsWith('.js') && !written.has(file)) rmSync(file)
  }
  // migrate.ts reads the SQL files next to itself: `migrations/` beside the built entry.
  const migrations = path.join(serverOutDir, 'migrations')
  rmSync(migrations, { recursive: true, force: true })
  cpSync(path.join(root, 'src/server/db/migrations'), migrations, { recursive: true })
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer()
