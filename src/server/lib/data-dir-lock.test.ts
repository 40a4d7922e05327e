import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts'

const root = mkdtempSync(path.join(tmpdir(), 'tf-lock-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const script = path.resolve('src/server/lib/data-dir-lock.ts')
const tryLockInChild = (dir: string) =>
  spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `import(${JSON.stringify(script)}).then(m => { m.lockDataDir(${JSON.stringify(dir)}); process.stdout.write('locked') }).catch(e => { console.error(e.message); process.exit(3) })`,
    ],
    { encoding: 'utf8' },
  )

describe('lockDataDir', () => {
  it('turns a second process away with a message naming the holder, and frees the folder on release', () => {
    const dir = mkdtempSync(path.join(root, 'case-'))
    const release = lockDataDir(dir)
    const second = tryLockInChild(dir)
    expect(second.status).toBe(3)
    expect(second.stderr).toContain(`Another Thumbforge process (PID ${process.pid}) is already using ${dir}`)

    release()
    expect(existsSync(path.join(dir, '.lock'))).toBe(false)
    expect(tryLockInChild(dir).stdout).toContain('locked')
  })

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = mkdtempSync(path.join(root, 'case-'))
    const deadPid = Number(
      execFileSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
        encoding: 'utf8',
      }),
    )
    writeFileSync(path.join(dir, '.lock'), String(deadPid))
    const release = lockDataDir(dir)
    expect(readFileSync(path.join(dir, '.lock'), 'utf8')).toBe(String(process.pid))
    release()
  })

  it('refuses a second lock in the same folder while it is held by a live process', () => {
    const dir = mkdtempSync(path.join(root, 'case-'))
    writeFileSync(path.join(dir, '.lock'), String(process.ppid))
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError)
  })
})
