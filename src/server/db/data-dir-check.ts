import { accessSync, constants, type Dirent, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/** The embedded database folder is neither empty nor a cluster we can open; main prints the message. */
export class DataDirError extends Error {}

export type DataDirVerdict = { state: 'empty' } | { state: 'valid' } | { state: 'damaged'; problem: string }

/** PGlite 0.5 is PostgreSQL 18. A cluster made by another major version cannot be opened by it. */
export const EXPECTED_PG_MAJOR = '18'
/** pg_control's layout version for PostgreSQL 18, and where that layout keeps the CRC of what precedes it. */
const PG_CONTROL_VERSION = 1800
const PG_CONTROL_CRC_OFFSET = 292
const PG_CONTROL_FILE_SIZE = 8192

const crcTable = (() => {
  const table = new Uint32Array(256)
  for (let i = 0; i < 256; i++) {
    let c = i
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0x82f63b78 : c >>> 1
    table[i] = c >>> 0
  }
  return table
})()

/** CRC-32C (Castagnoli), the checksum PostgreSQL stores in pg_control. */
export function crc32c(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function errorCode(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? String(error)
}

function readDir(dir: string): Dirent[] | string {
  try {
    return readdirSync(dir, { withFileTypes: true })
  } catch (error) {
    return errorCode(error)
  }
}

function checkPgControl(bytes: Buffer): string | null {
  if (bytes.length !== PG_CONTROL_FILE_SIZE)
    return `global/pg_control is corrupt (${bytes.length} bytes, expected ${PG_CONTROL_FILE_SIZE})`
  const version = bytes.readUInt32LE(8)
  if (version !== PG_CONTROL_VERSION)
    return `global/pg_control is corrupt (layout version ${version}, expected ${PG_CONTROL_VERSION})`
  if (crc32c(bytes.subarray(0, PG_CONTROL_CRC_OFFSET)) !== bytes.readUInt32LE(PG_CONTROL_CRC_OFFSET))
    return 'global/pg_control is corrupt (its checksum does not match)'
  return null
}

/** The first entry below `dir` this process may not read and write (a half-chowned restore, say). */
function findInaccessible(dir: string, relative = ''): string | null {
  const entries = readDir(path.join(dir, relative))
  if (typeof entries === 'string') return `${relative || '.'} cannot be read (${entries})`
  for (const entry of entries) {
    const name = path.join(relative, entry.name)
    if (entry.isSymbolicLink()) continue
    const mode = constants.R_OK | constants.W_OK | (entry.isDirectory() ? constants.X_OK : 0)
    try {
      accessSync(path.join(dir, name), mode)
    } catch (error) {
      return `${name} cannot be read or written (${errorCode(error)})`
    }
    if (entry.isDirectory()) {
      const problem = findInaccessible(dir, name)
      if (problem) return problem
    }
  }
  return null
}

/**
 * Looks at the embedded database folder without writing to it. Only a missing or empty folder may
 * be initialised; anything that is not a PostgreSQL 18 cluster with an intact pg_control is
 * damaged, so start-up stops instead of creating an empty shop over the operator's data.
 */
export function inspectDataDir(dir: string): DataDirVerdict {
  let isDirectory: boolean
  try {
    isDirectory = statSync(dir).isDirectory()
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return { state: 'empty' }
    return { state: 'damaged', problem: `the folder cannot be read (${errorCode(error)})` }
  }
  if (!isDirectory) return { state: 'damaged', problem: 'it is a file, not a folder' }
  const entries = readDir(dir)
  if (typeof entries === 'string')
    return { state: 'damaged', problem: `the folder cannot be read (${entries})` }
  if (entries.length === 0) return { state: 'empty' }

  let version: string
  try {
    version = readFileSync(path.join(dir, 'PG_VERSION'), 'utf8').trim()
  } catch (error) {
    const code = errorCode(error)
    if (code === 'ENOENT') return { state: 'damaged', problem: 'PG_VERSION is missing' }
    return { state: 'damaged', problem: `PG_VERSION cannot be read (${code})` }
  }
  if (version !== EXPECTED_PG_MAJOR)
    return {
      state: 'damaged',
      problem: `PG_VERSION says PostgreSQL "${version.slice(0, 20)}", but this build runs PostgreSQL ${EXPECTED_PG_MAJOR}`,
    }

  let control: Buffer
  try {
    control = readFileSync(path.join(dir, 'global', 'pg_control'))
  } catch (error) {
    const code = errorCode(error)
    if (code === 'ENOENT') return { state: 'damaged', problem: 'global/pg_control is missing' }
    return { state: 'damaged', problem: `global/pg_control cannot be read (${code})` }
  }
  const controlProblem = checkPgControl(control)
  if (controlProblem) return { state: 'damaged', problem: controlProblem }
  if (!entries.some((entry) => entry.name === 'base' && entry.isDirectory()))
    return { state: 'damaged', problem: 'the base/ folder is missing' }

  const inaccessible = findInaccessible(dir)
  if (inaccessible) return { state: 'damaged', problem: inaccessible }
  return { state: 'valid' }
}

/**
 * `engineTried`: PGlite got as far as PostgreSQL's own start-up, which rewrites pg_control and the
 * WAL and drops its cache files before it fails; tables and catalogs are left as they were.
 */
export function damagedDataDirMessage(dir: string, problem: string, engineTried = false): string {
  return [
    `The database folder ${dir} cannot be used: ${problem}.`,
    engineTried
      ? 'Thumbforge has stopped without initialising, migrating or seeding anything in it ' +
        "(the database engine's own start-up may have updated its control file and write-ahead log)."
      : 'Thumbforge has stopped without changing anything in it.',
    'Restore DATA_DIR from a backup (README: "Back up and restore"), or move this folder aside to start an empty shop.',
  ].join('\n')
}

/** Throws DataDirError unless the folder is empty (to be initialised) or a valid cluster. */
export function assertUsableDataDir(dir: string): 'empty' | 'valid' {
  const verdict = inspectDataDir(dir)
  if (verdict.state === 'damaged') throw new DataDirError(damagedDataDirMessage(dir, verdict.problem))
  return verdict.state
}
