import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { readMigrationFiles } from 'drizzle-orm/migrator'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type pg from 'pg'
import type { Database } from './client.ts'

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

/** Any fixed number: it names the lock that serialises migrations across app instances. */
const MIGRATION_LOCK_ID = 4242000

/**
 * Applies the committed drizzle-kit migrations; both drivers read the same folder. On PostgreSQL
 * several instances may start at once, so a session advisory lock, held on its own connection,
 * lets one migrate while the others wait.
 *
 * Drizzle's migrator issues `CREATE SCHEMA IF NOT EXISTS` even when nothing is pending, and
 * PostgreSQL checks the CREATE privilege before it looks: so an up-to-date PostgreSQL database is
 * left alone, and a runtime role without DDL rights (deploy/postgres-app-role.sql) can start.
 */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder })
    return
  }
  const lock = await database.connect()
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
    const pending = await pendingMigrations(lock)
    if (pending === 0) return
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder }).catch(
      (error: unknown) => {
        throw isPermissionDenied(error) ? cannotMigrate(pending, error) : error
      },
    )
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined)
    lock.release()
  }
}

/** How many migrations the database has not applied, read as drizzle's migrator reads it. */
async function pendingMigrations(client: pg.PoolClient): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder })
  const table = await client.query<{ found: string | null }>(
    `select to_regclass('drizzle.__drizzle_migrations')::text as found`,
  )
  if (!table.rows[0]?.found) return migrations.length
  const last = await client.query<{ at: string | null }>(
    'select max(created_at)::text as at from drizzle.__drizzle_migrations',
  )
  const appliedUpTo = Number(last.rows[0]?.at ?? 0)
  return migrations.filter((migration) => migration.folderMillis > appliedUpTo).length
}

/** Drizzle wraps the driver's error ("Failed query: …"); PostgreSQL's code is on its cause. */
function isPermissionDenied(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause)
    if ((e as { code?: string }).code === '42501') return true
  return false
}

function cannotMigrate(pending: number, cause: unknown): Error {
  return new Error(
    `${pending} database migration(s) are pending and DATABASE_URL's role may not apply them ` +
      "(it is the restricted runtime role): run `npm run db:migrate` with the owner role's " +
      'DATABASE_URL first, then start again (docs/security.md, "The audit log on PostgreSQL")',
    { cause },
  )
}
