import { chmodSync, lstatSync, readdirSync } from 'node:fs'
import path from 'node:path'

const FOLDER_MODE = 0o700
const FILE_MODE = 0o600

/** What the server keeps in DATA_DIR. Anything else there is the operator's and keeps its mode. */
const SERVER_ENTRIES = ['db', 'files', 'secret.key', '.lock']

/**
 * The data folder holds the database, its WAL (live session tokens) and secret.key, so it is for
 * the server's user alone. PGlite creates its files 0666 whatever the umask, hence this walk at
 * start and stop; the 0700 folders keep anything written in between private too. Only DATA_DIR
 * itself and the server's own entries are touched, so a DATA_DIR pointed at a shared folder by
 * mistake does not strip the modes of everything in it. Returns what could not be changed.
 */
export function restrictDataDirModes(dataDir: string): string[] {
  const failed = restrictModes(dataDir, { recurse: false })
  for (const name of SERVER_ENTRIES) failed.push(...restrictModes(path.join(dataDir, name)))
  return failed
}

/**
 * Folders 0700, files 0600, from `dir` down (or `dir` alone); symlinks are not followed. Returns
 * the entries whose mode could not be changed (owned by someone else).
 */
export function restrictModes(dir: string, options: { recurse?: boolean } = {}): string[] {
  const failed: string[] = []
  const visit = (entry: string) => {
    let stats: ReturnType<typeof lstatSync>
    try {
      stats = lstatSync(entry)
    } catch {
      return
    }
    const wanted = stats.isDirectory() ? FOLDER_MODE : stats.isFile() ? FILE_MODE : null
    if (wanted === null) return
    if ((stats.mode & 0o777) !== wanted) {
      try {
        chmodSync(entry, wanted)
      } catch {
        failed.push(entry)
      }
    }
    if (stats.isDirectory() && options.recurse !== false) {
      let names: string[] = []
      try {
        names = readdirSync(entry)
      } catch {
        failed.push(entry)
      }
      for (const name of names) visit(path.join(entry, name))
    }
  }
  visit(dir)
  return failed
}
