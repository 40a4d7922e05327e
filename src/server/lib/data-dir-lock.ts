import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs'
import path from 'node:path'

export class DataDirLockedError extends Error {}

/** Who holds the lock: the PID, and where /proc exists, that process's start time and the boot. */
interface LockHolder {
  pid: number
  startTime?: string
  bootId?: string
}

export interface LockOptions {
  /** Where process information lives; a folder without it means "no /proc" (macOS, tests). */
  procDir?: string
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readOrNull(file: string): string | null {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return null
  }
}

/** Field 22 of /proc/<pid>/stat: clock ticks after boot; with the PID it names one process per boot. */
function startTimeOf(procDir: string, pid: number): string | null {
  const stat = readOrNull(path.join(procDir, String(pid), 'stat'))
  if (!stat) return null
  // The command name (field 2) may hold spaces and parentheses, so count from its closing one.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return fields[19] ?? null
}

function bootIdOf(procDir: string): string | undefined {
  return readOrNull(path.join(procDir, 'sys', 'kernel', 'random', 'boot_id'))?.trim() || undefined
}

function parseHolder(text: string): LockHolder | null {
  const trimmed = text.trim()
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed) } // written by an older release
  try {
    const parsed = JSON.parse(trimmed) as Partial<LockHolder>
    if (Number.isInteger(parsed.pid) && (parsed.pid ?? 0) > 0) return parsed as LockHolder
  } catch {
    // Not ours or torn: no process can be holding it.
  }
  return null
}

/**
 * A live PID alone proves nothing: after a crash and a reboot the number may belong to any
 * process. Where /proc exists the holder must also have the recorded start time and boot; a lock
 * from an older release (PID only) counts only while that PID is a node process. Without /proc we
 * can only trust that the PID is alive.
 */
function isHeld(holder: LockHolder, procDir: string): boolean {
  if (holder.pid === process.pid || !isAlive(holder.pid)) return false
  const startTime = startTimeOf(procDir, holder.pid)
  if (startTime === null) return true
  if (holder.startTime === undefined) {
    const argv0 = readOrNull(path.join(procDir, String(holder.pid), 'cmdline'))?.split('\0')[0] ?? ''
    return path.basename(argv0).startsWith('node')
  }
  const bootId = bootIdOf(procDir)
  return startTime === holder.startTime && (!bootId || !holder.bootId || bootId === holder.bootId)
}

/**
 * PGlite has no lock of its own: two processes on one data folder silently lose writes. The
 * lock file is created exclusively and names this process; a lock whose holder is gone, or is
 * some other program that now has its PID, is taken over.
 */
export function lockDataDir(dataDir: string, options: LockOptions = {}): () => void {
  const procDir = options.procDir ?? '/proc'
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const file = path.join(dataDir, '.lock')
  const me: LockHolder = {
    pid: process.pid,
    startTime: startTimeOf(procDir, process.pid) ?? undefined,
    bootId: bootIdOf(procDir),
  }
  const content = JSON.stringify(me)
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600)
      writeSync(fd, content)
      closeSync(fd)
      return () => {
        try {
          if (readFileSync(file, 'utf8') === content) unlinkSync(file)
        } catch {
          // Already gone: nothing to release.
        }
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const stale = readOrNull(file) ?? ''
      const holder = parseHolder(stale)
      if (holder && isHeld(holder, procDir)) {
        throw new DataDirLockedError(
          `Another Thumbforge process (PID ${holder.pid}) is already using ${dataDir}. ` +
            'Stop it first, or give this one its own DATA_DIR.',
        )
      }
      // Only remove the lock we judged: another starter may have replaced it meanwhile.
      if (readOrNull(file) === stale) unlinkSync(file)
    }
  }
  throw new DataDirLockedError(`Could not lock ${dataDir}`)
}
