// Builds the web app and the server when their output is missing or older than their sources, so
// `npm start` on a fresh clone serves the whole product, a `git pull` is picked up by the next
// start, and a restart without changes starts at once.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { buildServer } from './build-server.mjs'

const root = path.resolve(import.meta.dirname, '..')

function newest(entry) {
  const full = path.join(root, entry)
  if (!existsSync(full)) return 0
  const stat = statSync(full)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...readdirSync(full).map((name) => newest(path.join(entry, name))))
}

/** True when `output` is missing or any of `sources` changed after it was written. */
function stale(output, sources) {
  const builtAt = existsSync(path.join(root, output)) ? statSync(path.join(root, output)).mtimeMs : 0
  return builtAt < Math.max(...sources.map(newest))
}

const lockfile = ['package.json', 'package-lock.json']

if (stale('dist/web/index.html', ['src/web', 'src/shared', 'vite.config.ts', 'scripts/vite', ...lockfile])) {
  process.stderr.write('Building the web app…\n')
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit' },
  )
}

if (stale('dist/server/main.js', ['src/server', 'src/shared', 'scripts/build-server.mjs', ...lockfile])) {
  process.stderr.write('Building the server…\n')
  await buildServer()
}
