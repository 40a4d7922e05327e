import { pino } from 'pino'
import {
  createPgBossQueue,
  externalWorkersNeedRedis,
  generationHandlers,
} from '#server/features/generator/index.ts'
import { loadConfig, openDatabase } from './boot.ts'
import { ConfigError } from './config/env.ts'
import { accountChanges } from './core/invalidation.ts'
import { runMigrations } from './db/migrate.ts'
import { imageTaskClasses } from './image-task-classes.ts'
import { createImagePool } from './lib/image-pool/pool.ts'
import { loggerOptions } from './lib/logger.ts'
import { createSecretBox } from './lib/secret-box.ts'
import { createFileStore } from './providers/files/create-file-store.ts'
import { openSharedState } from './redis-engines.ts'

export class WorkerConfigError extends Error {}

/**
 * `npm run worker`: a generation worker apart from the web tier (WORKERS=external on the app).
 * It reads the same environment as the app and needs the engines every process shares: the
 * embedded PGlite belongs to one process, so a worker beside it would corrupt its data folder.
 */
async function main() {
  const config = loadConfig()
  if (!config.databaseUrl) {
    throw new WorkerConfigError(
      'npm run worker needs DATABASE_URL (PostgreSQL): the embedded database belongs to the one app process, ' +
        'which runs the generation jobs itself. Start the app without WORKERS=external instead.',
    )
  }
  if (!config.redisUrl) throw new WorkerConfigError(externalWorkersNeedRedis)
  const log = pino(loggerOptions(config))
  const database = await openDatabase(config, log)
  // Instances and workers may start together; the migration lock lets one of them migrate.
  await runMigrations(database)
  const shared = await openSharedState(config, log)
  const jobs = await createPgBossQueue(database, config.jobs, log, shared.invalidations)
  const files = createFileStore(config)
  // The same engines the app builds (app.ts); each process must reach the same files and counters.
  const images = createImagePool({
    classes: imageTaskClasses,
    threads: config.imageThreads,
    priority: config.imagePriority,
    limits: config.imageLimits,
  })
  const deps = {
    config,
    db: database.db,
    files,
    secrets: createSecretBox(config.secret),
    accounts: accountChanges(shared.invalidations),
    inFlight: shared.inFlight,
    images,
    jobs,
    log,
  }
  await jobs.work(generationHandlers(deps))
  log.info({ concurrency: config.jobs.concurrency }, 'generation worker is running')

  let stopping = false
  const shutdown = async (signal: string) => {
    if (stopping) return
    stopping = true
    log.info({ signal }, 'worker draining')
    try {
      // No new jobs; running ones get the grace period, then go back to the queue for another worker.
      await jobs.stop({ graceMs: config.shutdownGraceMs })
      await images.close()
      await shared.close()
      await files.close()
      await database.close()
    } finally {
      log.info('worker stopped')
      process.exit(0)
    }
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof WorkerConfigError)
    console.error(`\n${error.message}\n`)
  else console.error(error)
  process.exit(1)
})
