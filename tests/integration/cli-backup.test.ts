import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { describe, expect, inject, it } from 'vitest'
import { openPglite } from '#server/db/client.ts'
import { users } from '#server/db/schema.ts'
import { lockDataDir } from '#server/lib/data-dir-lock.ts'
import { testTempDir } from '#tests/support/clean-up.ts'

const tempDir = async () => testTempDir('backup')

const cli = (args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: '', NODE_ENV: 'development', ...env },
  })

/** Every entry below `dir` with its mode, so a test can see that nothing is open to others. */
function modes(dir: string, relative = ''): Record<string, number> {
  const found: Record<string, number> = {}
  for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true })) {
    const name = path.join(relative, entry.name)
    found[name] = statSync(path.join(dir, name)).mode & 0o777
    if (entry.isDirectory()) Object.assign(found, modes(dir, name))
  }
  return found
}

describe('npm run cli -- backup [DEST]', () => {
  it('copies a stopped data folder into a private, timestamped folder that opens with the same data', async () => {
    const dataDir = await tempDir()
    const snapshot = new Blob([readFileSync(inject('pgliteSnapshot'))])
    const database = await openPglite({ dataDir: path.join(dataDir, 'db'), loadDataDir: snapshot })
    await database.db.insert(users).values({ id: 'u-kept', name: 'Kept', email: 'kept@example.test' })
    await database.close()
    await mkdir(path.join(dataDir, 'files'))
    writeFileSync(path.join(dataDir, 'files', 'photo.jpg'), 'jpeg bytes', { mode: 0o644 })
    writeFileSync(path.join(dataDir, 'secret.key'), 's'.repeat(64), { mode: 0o600 })
    const dest = path.join(await tempDir(), 'backups')

    const result = cli(['backup', dest], { DATA_DIR: dataDir })
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
    const [name] = readdirSync(dest)
    expect(name).toMatch(/^thumbforge-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z$/)
    const backup = path.join(dest, name!)
    expect(result.stdout).toContain(`Backed up ${dataDir} to ${backup}`)

    expect(readFileSync(path.join(backup, 'secret.key'), 'utf8')).toBe('s'.repeat(64))
    expect(readFileSync(path.join(backup, 'files', 'photo.jpg'), 'utf8')).toBe('jpeg bytes')
    const open = Object.entries(modes(backup)).filter(([, mode]) => mode !== 0o700 && mode !== 0o600)
    expect(open).toEqual([])
    expect(statSync(dest).mode & 0o777).toBe(0o700)

    const restored = await openPglite({ dataDir: path.join(backup, 'db') })
    const [row] = await restored.db.select({ email: users.email }).from(users).where(eq(users.id, 'u-kept'))
    await restored.close()
    expect(row?.email).toBe('kept@example.test')
  })

  it('refuses while a server holds the data folder, and on PostgreSQL points to pg_dump', async () => {
    const dataDir = await tempDir()
    const release = lockDataDir(dataDir)
    try {
      const locked = cli(['backup', path.join(await tempDir(), 'b')], { DATA_DIR: dataDir })
      expect(locked.status).toBe(1)
      expect(locked.stderr).toContain(
        `Another Thumbforge process (PID ${process.pid}) is already using ${dataDir}`,
      )
    } finally {
      release()
    }

    const postgres = cli(['backup'], {
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    })
    expect(postgres.status).toBe(1)
    expect(postgres.stderr).toContain('back it up with pg_dump')
  })

  it('refuses a backup folder inside DATA_DIR, and a damaged database, without writing anything', async () => {
    const dataDir = await tempDir()
    await mkdir(path.join(dataDir, 'db'))
    writeFileSync(path.join(dataDir, 'db', 'postgresql.conf'), '# left over')
    const inside = cli(['backup', path.join(dataDir, 'backups')], { DATA_DIR: dataDir })
    expect(inside.status).toBe(1)
    expect(inside.stderr).toContain('is inside DATA_DIR')

    const outside = path.join(await tempDir(), 'b')
    const damaged = cli(['backup', outside], { DATA_DIR: dataDir })
    expect(damaged.status).toBe(1)
    expect(damaged.stderr).toContain(
      `The database folder ${path.join(dataDir, 'db')} cannot be used: PG_VERSION is missing.`,
    )
    expect(readdirSync(dataDir).sort()).toEqual(['db', 'secret.key'])
    expect(() => statSync(outside)).toThrow()
  })
})
