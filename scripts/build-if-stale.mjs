// Builds the web app when dist/web is missing or older than its sources, so `npm start` on a
// fresh clone serves the whole product and a restart without changes starts at once.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const built = path.join(root, 'dist/web/index.html')
const sources = ['src/web', 'src/shared', 'vite.config.ts', 'package.json']

function newest(entry) {
  const full = path.join(root, entry)
  if (!existsSync(full)) return 0
  const stat = statSync(full)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...readdirSync(full).map((name) => newest(path.join(entry, name))))
}

const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0
if (builtAt < Math.max(...sources.map(newest))) {
  process.stderr.write('Building the web app…\n')
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  )
}
