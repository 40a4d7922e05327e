import { existsSync } from 'node:fs'
import path from 'node:path'
import { type AppConfig, resolveSecret, toAppConfig } from './config/config.ts'
import { parseEnv } from './config/env.ts'
import { type Database, openPglite, openPostgres } from './db/client.ts'
import { runMigrations } from './db/migrate.ts'
import { seedDefaults } from './db/seed.ts'
import { prepareGenerator } from './features/generator/startup.ts'

/** Reads ./.env when present (exported variables win), then validates everything once. */
export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  if (source === process.env && existsSync('.env')) process.loadEnvFile('.env')
  const env = parseEnv(source)
  return toAppConfig(env, resolveSecret(env))
}

/** Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/db). */
export async function openDatabase(config: AppConfig): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl)
  return openPglite({ dataDir: path.join(config.dataDir, 'db') })
}

export async function prepareDatabase(config: AppConfig, database: Database): Promise<void> {
  await runMigrations(database)
  await seedDefaults(database.db, config)
  await prepareGenerator(config, database)
}
