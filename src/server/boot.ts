import { existsSync } from 'node:fs'
import path from 'node:path'
import { pino } from 'pino'
import { prepareGenerator } from '#server/features/generator/index.ts'
import { type AppConfig, resolveSecret, toAppConfig } from './config/config.ts'
import { parseEnv } from './config/env.ts'
import { assertSecretOpensSealedValues } from './config/sealed-secrets-check.ts'
import { type Database, openPglite, openPostgres, type PoolLog } from './db/client.ts'
import { assertUsableDataDir, DataDirError, damagedDataDirMessage } from './db/data-dir-check.ts'
import { runMigrations } from './db/migrate.ts'
import { loggerOptions } from './lib/logger.ts'
import { createSecretBox } from './lib/secret-box.ts'
import { seedDefaults } from './seed.ts'

/** Reads ./.env when present (exported variables win), then validates everything once. */
export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  if (source === process.env && existsSync('.env')) process.loadEnvFile('.env')
  const env = parseEnv(source)
  return toAppConfig(env, resolveSecret(env))
}

/**
 * Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/db).
 * PGlite initialises any folder without PG_VERSION, so the folder is checked first: only an empty
 * one may be initialised, and a damaged one stops start-up with a DataDirError. The PostgreSQL
 * pool reports dropped connections to `log`, the process's pino logger.
 */
export async function openDatabase(
  config: AppConfig,
  log: PoolLog = pino(loggerOptions(config)),
): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, undefined, log)
  const dir = path.join(config.dataDir, 'db')
  assertUsableDataDir(dir)
  try {
    return await openPglite({ dataDir: dir })
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new DataDirError(
      damagedDataDirMessage(dir, `the embedded database could not open it (${reason})`, true),
    )
  }
}

/**
 * Migrates, checks that APP_SECRET opens the secrets already sealed (before anything seals a new
 * one under it), seeds the defaults and prepares the generator.
 */
export async function prepareDatabase(config: AppConfig, database: Database): Promise<void> {
  await runMigrations(database)
  await assertSecretOpensSealedValues(database.db, createSecretBox(config.secret))
  await seedDefaults(database.db, config)
  await prepareGenerator(config, database)
}
