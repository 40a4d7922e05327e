import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import { buildApp } from '#server/app.ts'
import type { AppConfig } from '#server/config/config.ts'
import type { Database } from '#server/db/client.ts'
import { cleanUpLater, cleanUpScope } from './clean-up.ts'
import { sendSameOriginByDefault } from './same-origin.ts'
import { testConfig } from './test-app.ts'
import { cloneTestDatabase } from './test-database.ts'

/** The Redis the tests use (CI runs one on the default port). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

/**
 * A key prefix of this file's own, so runs and files never see each other's counters; its keys are
 * deleted after the file's tests.
 */
export function testRedisPrefix(): string {
  const prefix = `thumbforge_test:${randomBytes(6).toString('hex')}:`
  cleanUpLater(() => deleteRedisKeys(prefix))
  return prefix
}

/** Deletes every key under `prefix` (what an operator would do to reset the shared counters). */
export async function deleteRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL)
  try {
    let cursor = '0'
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500)
      if (keys.length) await redis.del(...keys)
      cursor = next
    } while (cursor !== '0')
  } finally {
    redis.disconnect()
  }
}

export interface Instances {
  /** Two app instances on one database and one Redis prefix, as two servers behind a load balancer. */
  a: FastifyInstance
  b: FastifyInstance
  database: Database
  config: AppConfig
  prefix: string
}

/** Two real apps on one fresh database and one Redis prefix, closed after the test (or the file's tests). */
export async function startInstances(env: Record<string, string> = {}): Promise<Instances> {
  // Asked for first, so the keys go after the apps that write them have closed.
  const prefix = testRedisPrefix()
  const cleanUp = cleanUpScope()
  const database = await cloneTestDatabase(cleanUp)
  const config = testConfig({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix, ...env })
  const start = async () => {
    const app = await buildApp({ config, database, logger: false, webRoot: '/nonexistent' })
    cleanUp(() => app.close())
    await app.ready()
    sendSameOriginByDefault(app, config)
    return app
  }
  return { a: await start(), b: await start(), database, config, prefix }
}
