import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { testTempDir } from '../support/clean-up.ts'
import { createRunDir, staleRunDatabases } from '../support/test-run.ts'

// A crashed test run leaves its folder and databases behind; the next run removes them, and never
// anything that belongs to a run still going (another terminal, another worktree, another CI job).
describe('sweeping what crashed test runs left', () => {
  it('removes the folders of runs whose process is gone, and keeps live ones', () => {
    const tmpRoot = testTempDir('sweep')
    const deadPid = 2 ** 22 + 1 // above Linux's pid_max, so never a live process
    const dead = path.join(tmpRoot, 'runs', `${deadPid}-aa`)
    const live = path.join(tmpRoot, 'runs', `${process.pid}-bb`)
    const other = path.join(tmpRoot, 'runs', 'not-a-run')
    for (const dir of [dead, live, other]) mkdirSync(dir, { recursive: true })
    writeFileSync(path.join(tmpRoot, `pglite-snapshot-${deadPid}.tar`), 'old snapshot')
    writeFileSync(path.join(tmpRoot, `pglite-snapshot-${process.pid}.tar`), 'live snapshot')

    const mine = createRunDir(tmpRoot)

    expect(existsSync(mine)).toBe(true)
    expect(path.basename(mine)).toMatch(new RegExp(`^${process.pid}-[0-9a-f]{8}$`))
    expect(existsSync(dead)).toBe(false)
    expect(existsSync(path.join(tmpRoot, `pglite-snapshot-${deadPid}.tar`))).toBe(false)
    expect(existsSync(live)).toBe(true)
    expect(existsSync(other)).toBe(true)
    expect(existsSync(path.join(tmpRoot, `pglite-snapshot-${process.pid}.tar`))).toBe(true)
  })

  it('drops only the databases of other runs whose marker connection is gone', () => {
    const names = [
      'thumbforge_tpl_rdead0001',
      'thumbforge_test_rdead0001_0a1b2c3d4e5f',
      'thumbforge_test_r1111aaaa_0a1b2c3d4e5f',
      'thumbforge_tpl_r1111aaaa',
      'thumbforge_test_rfeed0002_0a1b2c3d4e5f',
      // The cluster launcher's database (scripts/cluster), swept like a test run's.
      'thumbforge_cluster_rdead0003',
      'thumbforge_cluster_r1111aaaa',
      // Made by a run from before runs had ids, or by something else entirely: never ours to drop.
      'thumbforge_test_0a1b2c3d4e5f',
      'thumbforge_tpl_4242',
      'thumbforge',
      'postgres',
    ]
    expect(staleRunDatabases(names, new Set(['1111aaaa']), 'feed0002')).toEqual([
      'thumbforge_tpl_rdead0001',
      'thumbforge_test_rdead0001_0a1b2c3d4e5f',
      'thumbforge_cluster_rdead0003',
    ])
  })
})
