import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { restrictDataDirModes } from './data-dir-modes.ts'

const root = mkdtempSync(path.join(tmpdir(), 'tf-modes-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
const mode = (file: string) => statSync(file).mode & 0o777

describe('restrictDataDirModes', () => {
  it('makes DATA_DIR and every folder of the server 0700 and every file 0600, and leaves the rest alone', () => {
    const data = path.join(root, 'data')
    mkdirSync(path.join(data, 'db', 'pg_wal'), { recursive: true, mode: 0o755 })
    chmodSync(data, 0o755)
    writeFileSync(path.join(data, 'db', 'pg_wal', '000000010000000000000001'), 'wal', { mode: 0o666 })
    writeFileSync(path.join(data, 'secret.key'), 'x'.repeat(64), { mode: 0o644 })
    const outside = path.join(root, 'outside.txt')
    writeFileSync(outside, 'not ours', { mode: 0o644 })
    symlinkSync(outside, path.join(data, 'files-link'))
    mkdirSync(path.join(data, 'files'), { mode: 0o755 })
    symlinkSync(outside, path.join(data, 'files', 'link'))
    // DATA_DIR pointed at a shared folder by mistake: what is not the server's keeps its mode.
    writeFileSync(path.join(data, 'operator-notes.txt'), 'notes', { mode: 0o644 })

    expect(restrictDataDirModes(data)).toEqual([])
    expect(mode(data)).toBe(0o700)
    expect(mode(path.join(data, 'db'))).toBe(0o700)
    expect(mode(path.join(data, 'db', 'pg_wal'))).toBe(0o700)
    expect(mode(path.join(data, 'db', 'pg_wal', '000000010000000000000001'))).toBe(0o600)
    expect(mode(path.join(data, 'secret.key'))).toBe(0o600)
    expect(mode(path.join(data, 'files'))).toBe(0o700)
    expect(mode(outside)).toBe(0o644)
    expect(mode(path.join(data, 'operator-notes.txt'))).toBe(0o644)
  })

  it('does nothing for a data folder that does not exist yet', () => {
    expect(restrictDataDirModes(path.join(root, 'missing'))).toEqual([])
  })
})
