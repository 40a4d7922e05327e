import { type SQL, sql } from 'drizzle-orm'
import type { DbOrTx, RawSql } from './client.ts'

/**
 * A library's own `$1`-style statement as a drizzle SQL: each `$n` becomes a parameter holding
 * `values[n - 1]`, and the text between them is kept as it is. The texts this serves (pg-boss's)
 * have no `$` inside literals or dollar-quoted bodies; a statement that had them would not fit.
 */
export function positionalSql(text: string, values: readonly unknown[] = []): SQL {
  const chunks: SQL[] = []
  let from = 0
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(from, match.index)))
    chunks.push(sql`${sql.param(values[Number(match[1]) - 1] ?? null)}`)
    from = match.index + match[0].length
  }
  chunks.push(sql.raw(text.slice(from)))
  return sql.join(chunks)
}

/**
 * Plain SQL run through a drizzle database or transaction, on whichever driver is underneath: a
 * library's statement (pg-boss inserting a run's jobs) then commits or rolls back with ours.
 */
export function rawSqlOn(db: DbOrTx): RawSql {
  return async (text, values) => {
    const result = (await db.execute(positionalSql(text, values))) as { rows: unknown[] }
    return { rows: result.rows }
  }
}
