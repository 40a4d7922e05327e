import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts'

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

const temps: string[] = []
const sleepers: ChildProcess[] = []
afterAll(() => {
  for (const child of sleepers) child.kill('SIGKILL')
  for (const dir of temps) rmSync(dir, { recursive: true, force: true })
})
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'tf-lock-'))
  temps.push(dir)
  return dir
}
/** A real, live process that has nothing to do with Thumbforge. */
function startSleep(): ChildProcess & { pid: number } {
  const child = spawn('sleep', ['60'], { stdio: 'ignore' })
  sleepers.push(child)
  if (child.pid === undefined) throw new Error('could not start sleep')
  return child as ChildProcess & { pid: number }
}

describe('lockDataDir', () => {
  it('turns a second process away with a message naming the holder, and frees the folder on release', () => {
    const dir = tempDir()
    const release = lockDataDir(dir)
    const second = tryLockInChild(dir)
    expect(second.status).toBe(3)
    expect(second.stderr).toContain(`Another Thumbforge process (PID ${process.pid}) is already using ${dir}`)

    release()
    expect(existsSync(path.join(dir, '.lock'))).toBe(false)
    expect(tryLockInChild(dir).stdout).toContain('locked')
  })

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = tempDir()
    const deadPid = Number(
      execFileSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
        encoding: 'utf8',
      }),
    )
    writeFileSync(path.join(dir, '.lock'), JSON.stringify({ pid: deadPid, startTime: '1' }))
    const release = lockDataDir(dir)
    expect(JSON.parse(readFileSync(path.join(dir, '.lock'), 'utf8'))).toMatchObject({ pid: process.pid })
    release()
  })

  it('takes over a lock whose PID now belongs to an unrelated live process', () => {
    const dir = tempDir()
    const unrelated = startSleep()
    writeFileSync(path.join(dir, '.lock'), JSON.stringify({ pid: unrelated.pid, startTime: '12345' }))
    const release = lockDataDir(dir)
    expect(JSON.parse(readFileSync(path.join(dir, '.lock'), 'utf8'))).toMatchObject({ pid: process.pid })
    release()
  })

  it('takes over a lock from an older release (PID only) naming a live process that is not node', () => {
    const dir = tempDir()
    writeFileSync(path.join(dir, '.lock'), String(startSleep().pid))
    lockDataDir(dir)()
  })

  it('refuses while a live node process holds it, in the old (PID only) format too', () => {
    const dir = tempDir()
    writeFileSync(path.join(dir, '.lock'), String(process.ppid))
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError)
  })

  it('without /proc, trusts any live PID: it refuses rather than risk two writers', () => {
    const dir = tempDir()
    writeFileSync(path.join(dir, '.lock'), JSON.stringify({ pid: startSleep().pid, startTime: '12345' }))
    expect(() => lockDataDir(dir, { procDir: path.join(dir, 'no-proc') })).toThrow(
      /Another Thumbforge process \(PID \d+\) is already using/,
    )
  })

  it('writes the lock for the server user alone', () => {
    const dir = tempDir()
    const release = lockDataDir(dir)
    expect(statSync(path.join(dir, '.lock')).mode & 0o777).toBe(0o600)
    release()
  })
})
