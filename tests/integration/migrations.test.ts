import { readdirSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { type Database, openPglite, openPostgres } from '#server/db/client.ts'
import { migrationsFolder, runMigrations } from '#server/db/migrate.ts'
import { adminQuery, databaseUrl } from '#server/db/postgres-admin.ts'
import { testDatabaseName } from '../support/test-database.ts'

const migrationCount = readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql')).length

async function appliedMigrations(database: Database) {
  // Both drivers answer raw SQL with `{ rows }`.
  const result = (await database.db.execute(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  )) as {
    rows: Array<{ n: number }>
  }
  return result.rows[0]?.n
}

describe('migrations', () => {
  it('apply once on an empty database even when two app instances start together (races only on PostgreSQL)', async () => {
    const url = process.env.TEST_DATABASE_URL
    if (url) {
      const name = testDatabaseName()
      await adminQuery(url, `create database ${name}`)
      const first = openPostgres(databaseUrl(url, name), 2)
      const second = openPostgres(databaseUrl(url, name), 2)
      try {
        await Promise.all([runMigrations(first), runMigrations(second)])
        expect(await appliedMigrations(first)).toBe(migrationCount)
      } finally {
        await first.close()
        await second.close()
        await adminQuery(url, `drop database if exists ${name} with (force)`)
      }
      return
    }
    // The embedded database is one process's by design (the DATA_DIR lock); a restart re-runs them.
    const database = await openPglite({})
    try {
      await runMigrations(database)
      await runMigrations(database)
      expect(await appliedMigrations(database)).toBe(migrationCount)
    } finally {
      await database.close()
    }
  })
})
