import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { creditLedger, orders, users } from '../../db/schema.ts'

/**
 * `select 1` proves only that the engine answers. Reading the first row of the tables the shop
 * cannot live without proves their files are there and their first pages are intact: a missing or
 * overwritten table file fails here. One statement, so the check stays cheap under load.
 */
const coreTablesQuery = sql`select
  (select 1 from ${users} limit 1) as users,
  (select 1 from ${orders} limit 1) as orders,
  (select 1 from ${creditLedger} limit 1) as ledger`

export async function checkDatabase(db: Db): Promise<{ ok: boolean; error?: unknown; latencyMs: number }> {
  const started = performance.now()
  let error: unknown
  try {
    await db.execute(coreTablesQuery)
  } catch (caught) {
    error = caught ?? new Error('unknown database error')
  }
  const latencyMs = Math.round((performance.now() - started) * 10) / 10
  return error === undefined ? { ok: true, latencyMs } : { ok: false, error, latencyMs }
}
