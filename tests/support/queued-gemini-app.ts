import { buildApp } from '#server/app.ts'
import { prepareGenerator } from '#server/features/generator/startup.ts'
import { cleanUpScope } from './clean-up.ts'
import { sendSameOriginByDefault } from './same-origin.ts'
import { testConfig } from './test-app.ts'
import { cloneTestDatabase } from './test-database.ts'

/**
 * The real app with its real queue, on a fresh database clone, its generator prepared from `env`
 * (GEMINI_API_KEY seeds the pool) and talking to the fake Gemini server at `geminiUrl`. Closed
 * where it was asked for: after the file, or at the end of the test that started it (vitest drops
 * an afterAll registered inside a test, which left such an app running).
 */
export async function startQueuedGeminiApp(geminiUrl: string, env: Record<string, string>) {
  const cleanUp = cleanUpScope()
  const database = await cloneTestDatabase(cleanUp)
  const config = testConfig({
    GEMINI_API_BASE_URL: geminiUrl,
    GENERATOR_RATE_LIMIT_PER_MINUTE: '1000',
    GENERATION_POLL_SECONDS: '0.5',
    ...env,
  })
  await prepareGenerator(config, database)
  const app = await buildApp({ config, database, webRoot: '/nonexistent', logger: false })
  await app.ready()
  sendSameOriginByDefault(app, config)
  cleanUp(async () => {
    await app.close()
    await database.close()
  })
  return { app, database, db: database.db }
}
