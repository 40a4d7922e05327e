import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { assertUsableDataDir, crc32c, DataDirError, inspectDataDir } from './data-dir-check.ts'

const root = mkdtempSync(path.join(tmpdir(), 'tf-dircheck-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
let count = 0

/** A folder laid out as PostgreSQL 18 lays out a cluster, with a pg_control whose CRC is right. */
function makeCluster(change: (dir: string, control: Buffer) => void = () => {}): string {
  const dir = path.join(root, `db-${count++}`)
  mkdirSync(path.join(dir, 'global'), { recursive: true })
  mkdirSync(path.join(dir, 'base', '5'), { recursive: true })
  writeFileSync(path.join(dir, 'PG_VERSION'), '18\n')
  writeFileSync(path.join(dir, 'base', '5', '16384'), Buffer.alloc(8192))
  const control = Buffer.alloc(8192)
  control.writeBigUInt64LE(7_576_254_839_120_812_074n, 0)
  control.writeUInt32LE(1800, 8)
  control.writeUInt32LE(202506291, 12)
  control.writeUInt32LE(crc32c(control.subarray(0, 292)), 292)
  change(dir, control)
  writeFileSync(path.join(dir, 'global', 'pg_control'), control)
  return dir
}

describe('inspectDataDir', () => {
  it('computes CRC-32C as PostgreSQL does (the standard check value)', () => {
    expect(crc32c(Buffer.from('123456789'))).toBe(0xe3069283)
  })

  it('calls a missing or empty folder empty, so only that one gets initialised', () => {
    expect(inspectDataDir(path.join(root, 'never-made'))).toEqual({ state: 'empty' })
    const empty = path.join(root, 'empty')
    mkdirSync(empty)
    expect(inspectDataDir(empty)).toEqual({ state: 'empty' })
  })

  it('calls a PostgreSQL 18 cluster with an intact pg_control valid', () => {
    expect(inspectDataDir(makeCluster())).toEqual({ state: 'valid' })
  })

  it.each([
    ['PG_VERSION is missing', (dir: string) => rmSync(path.join(dir, 'PG_VERSION'))],
    ['PG_VERSION says PostgreSQL "17"', (dir: string) => writeFileSync(path.join(dir, 'PG_VERSION'), '17\n')],
    ['global/pg_control is missing', (dir: string) => rmSync(path.join(dir, 'global', 'pg_control'))],
    [
      'global/pg_control is corrupt (its checksum does not match)',
      (dir: string) => writeFileSync(path.join(dir, 'global', 'pg_control'), corruptControl()),
    ],
    [
      'global/pg_control is corrupt (100 bytes, expected 8192)',
      (dir: string) => writeFileSync(path.join(dir, 'global', 'pg_control'), Buffer.alloc(100)),
    ],
    ['the base/ folder is missing', (dir: string) => rmSync(path.join(dir, 'base'), { recursive: true })],
  ])('calls a cluster damaged when %s', (problem, damage) => {
    const dir = makeCluster()
    damage(dir)
    const verdict = inspectDataDir(dir)
    expect(verdict.state).toBe('damaged')
    expect(verdict.state === 'damaged' && verdict.problem).toContain(problem)
  })

  it('calls a folder with stray files but no cluster damaged, never empty', () => {
    const dir = path.join(root, 'stray')
    mkdirSync(dir)
    writeFileSync(path.join(dir, 'notes.txt'), 'operator notes')
    expect(inspectDataDir(dir)).toEqual({ state: 'damaged', problem: 'PG_VERSION is missing' })
  })

  it('calls a path it cannot read as a folder damaged', () => {
    const file = path.join(root, 'a-file')
    writeFileSync(file, 'x')
    expect(inspectDataDir(file)).toEqual({ state: 'damaged', problem: 'it is a file, not a folder' })
    expect(inspectDataDir(path.join(file, 'db'))).toEqual({
      state: 'damaged',
      problem: 'the folder cannot be read (ENOTDIR)',
    })
  })
})

function corruptControl(): Buffer {
  const control = Buffer.alloc(8192)
  control.writeUInt32LE(1800, 8)
  control.writeUInt32LE(0xdeadbeef, 292)
  return control
}

describe('assertUsableDataDir', () => {
  it('throws a DataDirError naming the folder and the problem', () => {
    const dir = makeCluster((_dir, control) => control.writeUInt32LE(1700, 8))
    expect(() => assertUsableDataDir(dir)).toThrow(DataDirError)
    expect(() => assertUsableDataDir(dir)).toThrow(
      `The database folder ${dir} cannot be used: global/pg_control is corrupt (layout version 1700, expected 1800).`,
    )
  })

  it('lets an empty or valid folder through', () => {
    expect(assertUsableDataDir(path.join(root, 'not-yet'))).toBe('empty')
    expect(assertUsableDataDir(makeCluster())).toBe('valid')
  })
})
