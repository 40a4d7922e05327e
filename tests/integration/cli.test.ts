import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { openPglite } from '#server/db/client.ts'
import { users } from '#server/db/schema.ts'
import { testTempDir } from '../support/clean-up.ts'

const cli = (args: string[], dataDir: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development' },
  })

// Each call starts a process that opens the embedded database: slow on a busy shared machine.
const slow = { timeout: 240_000 }

describe('npm run cli -- make-admin EMAIL', () => {
  it('promotes an existing account, and says so when there is none', slow, async () => {
    const dataDir = testTempDir('cli')

    const missing = cli(['make-admin', 'maker@example.test'], dataDir)
    expect(missing.status).toBe(1)
    expect(missing.stderr).toContain('No account with the e-mail maker@example.test')

    const database = await openPglite({ dataDir: path.join(dataDir, 'db') })
    await database.db.insert(users).values({ id: 'u-maker', name: 'Maker', email: 'maker@example.test' })
    await database.close()

    const promoted = cli(['make-admin', 'Maker@Example.test'], dataDir)
    expect(promoted.stdout).toContain('Maker@Example.test is now an Admin.')
    expect(promoted.status).toBe(0)

    const reopened = await openPglite({ dataDir: path.join(dataDir, 'db') })
    const [row] = await reopened.db.select({ role: users.role }).from(users).where(eq(users.id, 'u-maker'))
    await reopened.close()
    expect(row?.role).toBe('Admin')
  })

  it('prints its usage for an unknown command', slow, () => {
    const result = cli(['frobnicate'], testTempDir('cli'))
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('Unknown command "frobnicate"')
    expect(result.stderr).toContain('make-admin EMAIL')
  })
})
