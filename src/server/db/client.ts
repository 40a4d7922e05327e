import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { ExtractTablesWithRelations } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import { type Logger, pino } from 'pino'
import { takeTurns } from './pglite-turns.ts'
import * as schema from './schema.ts'

export type Schema = typeof schema
/** The one database type the services see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>
export type DbOrTx = Db | Tx

/**
 * Plain SQL for libraries that bring their own statements (pg-boss): parameters when given,
 * otherwise possibly several statements in one text.
 */
export type RawSql = (
  text: string,
  values?: unknown[],
) => Promise<{ rows: unknown[]; rowCount?: number | null }>

export type Database =
  | { kind: 'pglite'; db: Db; raw: RawSql; close(): Promise<void> }
  | {
      kind: 'postgres'
      db: Db
      raw: RawSql
      close(): Promise<void>
      connect(): Promise<pg.PoolClient>
    }

/** Where the pool reports trouble: the process's pino logger (any object with pino's `warn`). */
export type PoolLog = Pick<Logger, 'warn'>

/**
 * An idle connection the server drops (restart, failover, admin kill) emits 'error' on the pool;
 * unhandled, that would crash the process. The pool replaces the connection by itself, so it is a
 * warning, logged as a structured line like every other.
 */
export function logIdleErrors(pool: pg.Pool, log: PoolLog): void {
  pool.on('error', (error) => {
    log.warn({ err: error }, 'PostgreSQL dropped an idle connection')
  })
}

export function openPostgres(url: string, poolSize = 10, log: PoolLog = pino({ level: 'warn' })): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize })
  logIdleErrors(pool, log)
  const db = drizzlePg(pool, { schema }) as unknown as Db
  const raw: RawSql = (text, values) => pool.query(text, values)
  return { db, kind: 'postgres', raw, close: () => pool.end(), connect: () => pool.connect() }
}

/**
 * PostgreSQL's default 128 MB buffer pool is allocated (and touched) inside PGlite's WebAssembly
 * memory at start, so it alone held about 110 MB of the server's resident memory. The embedded
 * database is one small shop's data read through the OS page cache: 32 MB keeps its hot rows in
 * PostgreSQL's own cache, with the rest a file read away. Command-line settings, so the data
 * folder's postgresql.conf stays as initdb wrote it.
 */
export const PGLITE_SETTINGS = ['-c', 'shared_buffers=32MB']

/**
 * The contrib extensions every PGlite we open loads: pg_trgm backs the substring searches'
 * trigram indexes (migration 0005). A PGlite opened without it cannot write to a table that has
 * one, so anything that opens the data folder goes through here.
 */
export const pgliteExtensions = { pg_trgm }

/** `dataDir` undefined means in memory; `loadDataDir` clones a migrated snapshot (tests). */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
  return wrapPglite(
    await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
      extensions: pgliteExtensions,
    }),
  )
}

export function wrapPglite(pglite: PGlite): Database {
  const client = takeTurns(pglite)
  const db = drizzlePglite(client, { schema }) as unknown as Db
  // PGlite's query() takes one statement with parameters; exec() takes a script without them.
  // A script answers with every statement's rows, as node-postgres does: pg-boss 12's maintenance
  // reads its cursor row from a statement that is not the last one.
  const raw: RawSql = async (text, values) => {
    if (values && values.length > 0) return client.query(text, values)
    const results = await client.exec(text)
    return { rows: results.flatMap((result) => result.rows) }
  }
  return { db, kind: 'pglite', raw, close: () => client.close() }
}
