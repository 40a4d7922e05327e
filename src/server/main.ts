import { buildApp } from './app.ts'
import { loadConfig, openDatabase, prepareDatabase } from './boot.ts'
import { ConfigError } from './config/env.ts'
import { publicServerWarning } from './config/public-server-warning.ts'
import { DataDirLockedError, lockDataDir } from './lib/data-dir-lock.ts'

/** Reads config, locks DATA_DIR, migrates, seeds, listens; closes everything on SIGINT/SIGTERM. */
async function main() {
  const config = loadConfig()
  const unlock = lockDataDir(config.dataDir)
  const database = await openDatabase(config)
  await prepareDatabase(config, database)
  const app = await buildApp({ config, database })
  const warning = publicServerWarning(process.env, config)
  if (warning) app.log.warn(warning)

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    try {
      await app.close()
      await database.close()
    } finally {
      unlock()
      process.exit(0)
    }
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  await app.listen({ port: config.port, host: config.host })
  app.log.info(`Thumbforge is ready at ${config.appUrl} (database: ${database.kind})`)
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`\n${error.message}\n`)
  } else {
    console.error(error)
  }
  process.exit(1)
})
