import type { FastifyBaseLogger } from 'fastify'
import { externalWorkersNeedRedis } from '#server/features/generator/index.ts'
import { buildApp } from './app.ts'
import { loadConfig, openDatabase, prepareDatabase } from './boot.ts'
import type { AppConfig } from './config/config.ts'
import { ConfigError } from './config/env.ts'
import { publicServerWarning } from './config/public-server-warning.ts'
import { DataDirError } from './db/data-dir-check.ts'
import { DataDirLockedError, lockDataDir } from './lib/data-dir-lock.ts'
import { restrictDataDirModes } from './lib/data-dir-modes.ts'
import { listen } from './listen.ts'

/** Opens, migrates and seeds the database and builds the app; closes the database if any step fails. */
async function openApp(config: AppConfig) {
  const database = await openDatabase(config)
  try {
    await prepareDatabase(config, database)
    return { database, app: await buildApp({ config, database }) }
  } catch (error) {
    await database.close().catch(() => {})
    throw error
  }
}

function makeDataDirPrivate(config: AppConfig, log: FastifyBaseLogger) {
  const failed = restrictDataDirModes(config.dataDir)
  if (failed.length > 0)
    log.warn(
      { paths: failed.slice(0, 10), count: failed.length },
      'could not make these DATA_DIR entries private',
    )
}

/**
 * Reads config, locks DATA_DIR, migrates, seeds, listens. On SIGINT/SIGTERM it drains: open event
 * streams end, the server stops accepting, running requests finish, running generation jobs get
 * SHUTDOWN_GRACE_SECONDS and are then handed back to the queue; then the database closes.
 */
async function main() {
  // Files written from here on (uploads, new database files) are for the server's user alone.
  process.umask(0o077)
  const config = loadConfig()
  if (config.jobs.workers === 'external' && !config.databaseUrl) {
    throw new ConfigError(
      'WORKERS=external needs DATABASE_URL: with the embedded database, this process is the only one that may ' +
        'open it, so it must run the generation jobs itself. Leave WORKERS unset.',
    )
  }
  if (config.jobs.workers === 'external' && !config.redisUrl) throw new ConfigError(externalWorkersNeedRedis)
  const unlock = lockDataDir(config.dataDir)
  const { database, app } = await openApp(config).catch((error: unknown) => {
    unlock()
    throw error
  })
  makeDataDirPrivate(config, app.log)
  const warning = publicServerWarning(process.env, config)
  if (warning) app.log.warn(warning)

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    // A drain that hangs (a stuck request) must still end: past twice the grace, exit anyway.
    setTimeout(() => process.exit(1), config.shutdownGraceMs * 2 + 5_000).unref()
    try {
      await app.close()
      await database.close()
      makeDataDirPrivate(config, app.log)
    } finally {
      unlock()
      process.exit(0)
    }
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  await listen(app, config)
  app.log.info(`Thumbforge is ready at ${config.appUrl} (database: ${database.kind})`)
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof DataDirError) {
    console.error(`\n${error.message}\n`)
  } else {
    console.error(error)
  }
  process.exit(1)
})
