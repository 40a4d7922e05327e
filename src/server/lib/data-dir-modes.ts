import { chmodSync, lstatSync, readdirSync } from 'node:fs'
import path from 'node:path'

const FOLDER_MODE = 0o700
const FILE_MODE = 0o600

/**
 * The data folder holds the database, its WAL (live session tokens) and secret.key, so it is for
 * the server's user alone. PGlite creates its files 0666 whatever the umask, hence this walk at
 * start and stop; the 0700 folders keep anything written in between private too. Symlinks are
 * left alone. Returns the entries whose mode could not be changed (owned by someone else).
 */
export function restrictDataDirModes(dir: string): string[] {
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
    if (stats.isDirectory()) {
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
