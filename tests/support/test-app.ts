import type { FastifyInstance } from 'fastify'
import { buildApp } from '#server/app.ts'
import type { AppConfig } from '#server/config/config.ts'
import { toAppConfig } from '#server/config/config.ts'
import { parseEnv } from '#server/config/env.ts'
import type { Database, Db } from '#server/db/client.ts'
import { cleanUpScope, testDataDir } from './clean-up.ts'
import { startFakeGemini } from './fake-gemini.ts'
import { TEST_IMAGE_PRIORITY } from './image-priority.ts'
import { sendSameOriginByDefault } from './same-origin.ts'
import { cloneTestDatabase } from './test-database.ts'

export interface TestApp {
  app: FastifyInstance
  db: Db
  database: Database
  config: AppConfig
}

export function testConfig(env: Record<string, string> = {}): AppConfig {
  const parsed = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: testDataDir(),
    LOG_LEVEL: 'silent',
    IMAGE_PRIORITY: TEST_IMAGE_PRIORITY,
    ...env,
  })
  return toAppConfig(parsed, 'test-secret-test-secret-test-secret-0000')
}

/** The real app on a fresh database clone; closed when the calling test ends, or after the file's tests. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { webRoot?: string; logStream?: NodeJS.WritableStream } = {},
): Promise<TestApp> {
  const cleanUp = cleanUpScope()
  // Saving a key makes a test call: without a fake of its own, a test app never reaches Google.
  if (!env.GEMINI_API_BASE_URL) {
    const fake = await startFakeGemini()
    cleanUp(() => fake.close())
    env = { ...env, GEMINI_API_BASE_URL: fake.url }
  }
  const database = await cloneTestDatabase(cleanUp)
  const config = testConfig(env)
  const app = await buildApp({
    config,
    database,
    // Quiet, unless the test reads the log (at the config's LOG_LEVEL).
    ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
    webRoot: options.webRoot ?? '/nonexistent',
  })
  await app.ready()
  sendSameOriginByDefault(app, config)
  cleanUp(async () => {
    await app.close()
    await database.close()
  })
  return { app, db: database.db, database, config }
}
