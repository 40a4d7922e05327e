import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '#server/app.ts'
import { toAppConfig } from '#server/config/config.ts'
import { parseEnv } from '#server/config/env.ts'
import { openPglite } from '#server/db/client.ts'
import { runMigrations } from '#server/db/migrate.ts'
import { prepareGenerator } from '#server/features/generator/startup.ts'
import { seedDefaults } from '#server/seed.ts'
import { createUser, type TestUser } from '#tests/support/factories.ts'
import { sendSameOriginByDefault } from '#tests/support/same-origin.ts'

export interface BenchApp {
  app: FastifyInstance
  /** A creator with 1,000 credits, signed in. */
  user: TestUser
  close(): Promise<void>
}

/**
 * The real app in this process on a fresh in-memory database, as the in-process figures measure
 * it: production settings, the per-address limits out of the way, the defaults seeded, and one
 * creator. `env` adds to the settings (a Gemini key and the fake's address, say).
 */
export async function startBenchApp(env: Record<string, string> = {}): Promise<BenchApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'thumbforge-bench-app-'))
  const database = await openPglite({})
  const close = async (app?: FastifyInstance) => {
    await app?.close()
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
  let app: FastifyInstance | undefined
  try {
    const config = toAppConfig(
      parseEnv({
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        GENERATOR_RATE_LIMIT_PER_MINUTE: '100000',
        API_RATE_LIMIT_PER_MINUTE: '100000000',
        ...env,
      }),
      'bench-secret-bench-secret-bench-secret-00',
    )
    await runMigrations(database)
    await seedDefaults(database.db, { isProduction: false, appUrl: 'http://localhost:3000' })
    await prepareGenerator(config, database)
    app = await buildApp({ config, database, logger: false, webRoot: '/nonexistent' })
    await app.ready()
    sendSameOriginByDefault(app, config)
    const user = await createUser(app, { credits: 1000 })
    const started = app
    return { app: started, user, close: () => close(started) }
  } catch (error) {
    await close(app)
    throw error
  }
}
