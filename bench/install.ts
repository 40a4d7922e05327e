// `install.*` figures: what a production install puts on disk (issue 28: target below 450 MB).
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

interface LockEntry {
  dev?: boolean
  link?: boolean
  resolved?: string
}

/** Bytes of one package's own files; a nested node_modules holds other packages, counted as such. */
function ownBytes(folder: string): number {
  let total = 0
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') total += ownBytes(full)
    } else total += lstatSync(full).size
  }
  return total
}

/**
 * The packages `npm install --omit=dev` installs, read from package-lock.json (every entry not
 * marked `dev`; a `file:` package counts its vendor/ folder) and summed as they sit on this disk.
 * Not `npm ls --omit=dev`: it also lists better-auth's optional peers (drizzle-kit, vitest's
 * tree…), which are here only because the dev install put them here.
 */
export function installFigures(): { productionMB: number; productionPackages: number } {
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>
  }
  let bytes = 0
  let packages = 0
  for (const [key, entry] of Object.entries(lock.packages)) {
    if (!key.startsWith('node_modules/') && !key.includes('/node_modules/')) continue
    if (entry.dev) continue
    // A platform's optional binary (another CPU, another libc) is listed but not installed here.
    const folder = path.join(root, entry.link && entry.resolved ? entry.resolved : key)
    if (!existsSync(folder)) continue
    bytes += ownBytes(folder)
    packages++
  }
  return { productionMB: Math.round(bytes / 1024 / 1024), productionPackages: packages }
}
