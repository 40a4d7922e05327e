import { sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../db/client.ts'
import { AppError } from './app-error.ts'

export const queryTimeoutMessage =
  'This list took too long to read and was stopped, so the site stays quick for everyone. ' +
  'Narrow the search or the filters and try again.'

/** PostgreSQL's query_canceled: what a statement timeout raises. drizzle wraps it as the cause. */
function isStatementTimeout(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '57014') return true
  }
  return false
}

/**
 * Runs a long read (an admin list, a search, the dashboard figures) under a statement timeout, so
 * one slow search cannot hold a connection, or the database, for seconds. On PostgreSQL the reads
 * share one transaction with `SET LOCAL statement_timeout`, which ends with it and never leaks
 * onto the pooled connection; a timed-out read answers 503 QUERY_TIMEOUT. PGlite runs in this
 * process and cannot interrupt a running statement (it ignores the setting), so there the bound
 * is the capped count and the capped page depth that every list uses anyway.
 */
export async function boundedRead<T>(
  deps: { db: Db; dbKind: 'pglite' | 'postgres'; config: { adminReadTimeoutMs: number } },
  read: (db: DbOrTx) => Promise<T>,
): Promise<T> {
  if (deps.dbKind !== 'postgres') return read(deps.db)
  const ms = Math.trunc(deps.config.adminReadTimeoutMs)
  try {
    return await deps.db.transaction(async (tx) => {
      // SET takes no bind parameters; `ms` is an integer from the validated configuration.
      await tx.execute(sql.raw(`set local statement_timeout = ${ms}`))
      return read(tx)
    })
  } catch (error) {
    if (isStatementTimeout(error)) throw new AppError('QUERY_TIMEOUT', queryTimeoutMessage)
    throw error
  }
}
