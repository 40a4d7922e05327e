import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * When the shop was last backed up. A backup goes wherever the operator points the command, so the
 * server cannot look for it; `npm run cli -- backup` (and `note-backup`, after a pg_dump) leave
 * this note in DATA_DIR instead, which the admin's setup checklist reads. Written after the copy,
 * so the backup itself never holds it.
 */
export interface BackupRecord {
  at: string
  where: string
}

const FILE = 'last-backup.json'

export function writeBackupRecord(dataDir: string, where: string, now = new Date()): void {
  const record: BackupRecord = { at: now.toISOString(), where }
  writeFileSync(path.join(dataDir, FILE), `${JSON.stringify(record)}\n`, { mode: 0o600 })
}

/** The note, or null when there is none (or it is not one we wrote). */
export function readBackupRecord(dataDir: string): BackupRecord | null {
  try {
    const parsed = JSON.parse(readFileSync(path.join(dataDir, FILE), 'utf8')) as Partial<BackupRecord>
    if (typeof parsed.at !== 'string' || Number.isNaN(Date.parse(parsed.at))) return null
    return { at: parsed.at, where: typeof parsed.where === 'string' ? parsed.where : '' }
  } catch {
    return null
  }
}
