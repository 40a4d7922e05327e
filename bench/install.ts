// `install.*` figures: what the production install puts on disk (issue 28: target below 450 MB).
// It runs that install for real, `npm run install:production` (`npm install --omit=dev` then
// scripts/prune-runtime.mjs; decision 044), in a temporary copy of package.json, the lock and
// vendor/, from npm's cache where it can (minutes on a loaded machine). Not summed from the lock
// over this dev tree, as before: that could not see what the prune removes.
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const MB = 1024 * 1024

/** Bytes of the files under `folder`; links count as links (node_modules links into vendor/). */
function bytesUnder(folder: string): number {
  let total = 0
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name)
    total += entry.isDirectory() ? bytesUnder(full) : lstatSync(full).size
  }
  return total
}

/** Installed packages, nested ones included: each folder under a node_modules (a scope's, one level down). */
function countPackages(modules: string): number {
  let count = 0
  for (const entry of readdirSync(modules, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue
    const full = path.join(modules, entry.name)
    const packages = entry.name.startsWith('@')
      ? readdirSync(full).map((name) => path.join(full, name))
      : [full]
    for (const folder of packages) {
      count++
      const nested = path.join(folder, 'node_modules')
      if (existsSync(nested)) count += countPackages(nested)
    }
  }
  return count
}

export function installFigures():
  | { productionMB: number; productionPackages: number }
  | { productionMB: null; reason: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'thumbforge-install-'))
  try {
    for (const name of ['package.json', 'package-lock.json', 'vendor', 'scripts/prune-runtime.mjs']) {
      cpSync(path.join(root, name), path.join(dir, name), { recursive: true })
    }
    execFileSync('npm', ['run', 'install:production'], {
      cwd: dir,
      stdio: 'pipe',
      env: { ...process.env, npm_config_prefer_offline: 'true' },
    })
    const modules = path.join(dir, 'node_modules')
    const bytes = bytesUnder(modules) + bytesUnder(path.join(dir, 'vendor'))
    return { productionMB: Math.round(bytes / MB), productionPackages: countPackages(modules) }
  } catch (error) {
    return {
      productionMB: null,
      reason: `the production install failed: ${(error as Error).message.split('\n')[0]}`,
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
