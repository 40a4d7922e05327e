import { count, type SQL, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { type CappedCount, COUNT_CAP, deepestPage, pageBeyondCapMessage } from '#shared/common/paging.ts'
import type { DbOrTx } from '../db/client.ts'
import { AppError } from './app-error.ts'

/**
 * The OFFSET of a page, refusing a page past the cap: a deep OFFSET reads (and throws away) every
 * row before it, so page 20,000 of the orders would cost what the exact count cost.
 */
export function pageOffset(query: { page: number; pageSize: number }): number {
  if (query.page > deepestPage(query.pageSize)) {
    const message = pageBeyondCapMessage(query.pageSize)
    throw new AppError('VALIDATION', message, [{ path: 'page', message }])
  }
  return (query.page - 1) * query.pageSize
}

/**
 * How many rows match, reading at most COUNT_CAP + 1 of them: cheap at any table size, exact
 * below the cap, and `totalCapped` past it.
 */
export async function cappedCount(db: DbOrTx, table: PgTable, where: SQL | undefined): Promise<CappedCount> {
  const matching = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('matching')
  const [row] = await db.select({ n: count() }).from(matching)
  const n = row?.n ?? 0
  return n > COUNT_CAP ? { total: COUNT_CAP, totalCapped: true } : { total: n, totalCapped: false }
}
