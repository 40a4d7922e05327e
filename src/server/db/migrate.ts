import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { Database } from './client.ts'

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

/** Any fixed number: it names the lock that serialises migrations across app instances. */
const MIGRATION_LOCK_ID = 4242000

/**
 * Applies the committed drizzle-kit migrations; both drivers read the same folder. On PostgreSQL
 * several instances may start at once, so a session advisory lock, held on its own connection,
 * lets one migrate while the others wait.
 */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder })
    return
  }
  const lock = await database.connect()
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder })
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined)
    lock.release()
  }
}
