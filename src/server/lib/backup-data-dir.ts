import { cpSync, existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { assertUsableDataDir } from '../db/data-dir-check.ts'
import { restrictModes } from './data-dir-modes.ts'

/**
 * Copies DATA_DIR (db, files, secret.key) into `<dest>/thumbforge-backup-<UTC time>`. The caller
 * holds the DATA_DIR lock, so no server writes while the copy is made and the copy is a clean,
 * stopped cluster. Only a valid database is backed up: a damaged one is for copying by hand.
 */
export function backupDataDir(dataDir: string, dest: string, now = new Date()): string {
  const source = path.resolve(dataDir)
  const parent = path.resolve(dest)
  if (parent === source || parent.startsWith(`${source}${path.sep}`))
    throw new Error(`The backup folder ${parent} is inside DATA_DIR (${source}); choose one outside it.`)
  if (assertUsableDataDir(path.join(source, 'db')) === 'empty')
    throw new Error(`There is no database in ${path.join(source, 'db')} to back up.`)

  const target = path.join(parent, `thumbforge-backup-${now.toISOString().replace(/[:.]/g, '-')}`)
  if (existsSync(target)) throw new Error(`${target} already exists.`)
  mkdirSync(parent, { recursive: true, mode: 0o700 })
  cpSync(source, target, {
    recursive: true,
    errorOnExist: true,
    force: false,
    preserveTimestamps: true,
    filter: (from) => from !== path.join(source, '.lock'),
  })
  restrictModes(target)
  assertUsableDataDir(path.join(target, 'db'))
  return target
}
