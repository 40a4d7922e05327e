import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { creditLedger, orders, users } from '../../db/schema.ts'
import type { EngineCheck } from '../../lib/engine-check.ts'

/**
 * `select 1` proves only that the engine answers. Reading the first row of the tables the shop
 * cannot live without proves their files are there and their first pages are intact: a missing or
 * overwritten table file fails here. One statement, so the check stays cheap under load.
 */
const coreTablesQuery = sql`select
  (select 1 from ${users} limit 1) as users,
  (select 1 from ${orders} limit 1) as orders,
  (select 1 from ${creditLedger} limit 1) as ledger`

/** The database is healthy when it can read its core tables. */
export function databaseCheck(database: Pick<Database, 'db' | 'kind'>): EngineCheck {
  return {
    name: 'database',
    kind: database.kind,
    check: async () => {
      await database.db.execute(coreTablesQuery)
    },
    messages: {
      failing: 'the database cannot read its core tables',
      recovered: 'the database reads its core tables again',
    },
  }
}
