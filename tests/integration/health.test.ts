import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { buildApp } from '#server/app.ts'
import { testConfig } from '#tests/support/test-app.ts'
import { cloneTestDatabase } from '#tests/support/test-database.ts'

/**
 * Its own app (not createTestApp): this file closes the database itself, mid-test. The route answers
 * from the background probe's last result; `probeNow()` stands in for the next tick of its timer.
 */
describe('GET /api/health', () => {
  it('says ok while the core tables answer, and 503 once a core table or the database is gone', async () => {
    const database = await cloneTestDatabase()
    const app = await buildApp({ config: testConfig(), database, logger: false, webRoot: '/nonexistent' })
    const probe = () => app.deps.health.probeNow()
    let open = true
    try {
      const healthy = await app.inject({ method: 'GET', url: '/api/health' })
      expect(healthy.statusCode).toBe(200)
      expect(healthy.json()).toMatchObject({ status: 'ok', database: { ok: true, kind: database.kind } })

      // `select 1` would still pass here: the check must read the shop's own tables.
      await database.db.execute(sql`alter table credit_ledger rename to credit_ledger_moved`)
      await probe()
      const missingTable = await app.inject({ method: 'GET', url: '/api/health' })
      expect(missingTable.statusCode).toBe(503)
      expect(missingTable.json()).toMatchObject({ status: 'degraded', database: { ok: false } })
      await database.db.execute(sql`alter table credit_ledger_moved rename to credit_ledger`)
      await probe()
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)

      open = false
      await database.close()
      await probe()
      const closed = await app.inject({ method: 'GET', url: '/api/health' })
      expect(closed.statusCode).toBe(503)
      expect(closed.json()).toMatchObject({
        status: 'degraded',
        database: { ok: false, kind: database.kind },
      })
    } finally {
      await app.close()
      if (open) await database.close()
    }
  })
})
