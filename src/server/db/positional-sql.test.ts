import { PgDialect } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import { positionalSql } from './positional-sql.ts'

const dialect = new PgDialect()

describe('positionalSql', () => {
  it('keeps the text and puts each value where its $n stood, however often and in whatever order', () => {
    const query = dialect.sqlToQuery(positionalSql('select $2::int, $1 as a, $2 as b', ['x', 7]))
    expect(query.sql).toBe('select $1::int, $2 as a, $3 as b')
    expect(query.params).toEqual([7, 'x', 7])
  })

  it('passes a missing value as null and a text with no parameter unchanged', () => {
    expect(dialect.sqlToQuery(positionalSql('select $1', [])).params).toEqual([null])
    expect(dialect.sqlToQuery(positionalSql("select '1 second'::interval")).sql).toBe(
      "select '1 second'::interval",
    )
  })
})
