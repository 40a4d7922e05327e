import { describe, expect, it } from 'vitest'
import { buildApp } from '#server/app.ts'
import { createRedisInFlightLimiter } from '#server/features/generator/in-flight-redis.ts'
import { connectRedis, type RedisEngine } from '#server/lib/redis/client.ts'
import { cleanUpLater } from '../support/clean-up.ts'
import { createUser } from '../support/factories.ts'
import { startInstances, TEST_REDIS_URL, testRedisPrefix } from '../support/redis.ts'
import { testConfig } from '../support/test-app.ts'
import { cloneTestDatabase } from '../support/test-database.ts'

const quiet = { warn: () => {}, info: () => {} } as never
const tooMany = 'You already have generations running. Wait for one to finish, then try again.'

// Two connections stand for two instances: nothing is shared between them but Redis.
const prefix = testRedisPrefix()
async function instance(): Promise<RedisEngine> {
  const redis = await connectRedis({ url: TEST_REDIS_URL, prefix, log: quiet })
  cleanUpLater(() => redis.close())
  return redis
}
const [one, two] = [await instance(), await instance()]
const limiterOn = (redis: RedisEngine, ttlSeconds = 900) =>
  createRedisInFlightLimiter(redis, { limit: 2, ttlSeconds, log: quiet })
let users = 0
const newUser = () => `user-${++users}`

describe('the per-user in-flight limit in Redis', () => {
  it('refuses a user’s third run whichever instance it reaches, and a release frees a slot', async () => {
    const [a, b] = [limiterOn(one), limiterOn(two)]
    const user = newUser()
    await a.acquire(user)
    await b.acquire(user)
    await expect(a.acquire(user)).rejects.toMatchObject({ status: 429, message: tooMany })
    await expect(b.acquire(user)).rejects.toMatchObject({ status: 429 })
    // Another user is not held back by this one.
    await a.acquire(newUser())

    await b.release(user)
    await a.acquire(user)
    await expect(b.acquire(user)).rejects.toMatchObject({ status: 429 })
  })

  it('lets exactly 2 of 20 simultaneous runs through across instances', async () => {
    const [a, b] = [limiterOn(one), limiterOn(two)]
    const user = newUser()
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).acquire(user)),
    )
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(2)
  })

  it('never goes below zero: extra releases do not buy extra slots', async () => {
    const a = limiterOn(one)
    const user = newUser()
    await a.release(user)
    await a.release(user)
    await a.acquire(user)
    await a.acquire(user)
    await expect(a.acquire(user)).rejects.toMatchObject({ status: 429 })
  })

  it('gives back the slots of an instance that died holding them, once they expire', async () => {
    const user = newUser()
    const crashed = limiterOn(one, 1)
    await crashed.acquire(user)
    await crashed.acquire(user)
    const survivor = limiterOn(two, 1)
    await expect(survivor.acquire(user)).rejects.toMatchObject({ status: 429 })
    // Expiry is Redis's clock running out, which no call can hurry: retry until it has.
    let outcome: unknown
    for (let attempt = 0; attempt < 100; attempt++) {
      outcome = await survivor.acquire(user).then(
        () => 'acquired',
        (error: unknown) => error,
      )
      if (outcome === 'acquired') break
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    expect(outcome).toBe('acquired')
  })
})

describe('an app with REDIS_URL', () => {
  it('refuses a generate call on one instance while the user’s runs hold their slots through another', async () => {
    const { a, b } = await startInstances()
    const user = await createUser(a, { credits: 5 })
    await a.deps.inFlight.acquire(user.id)
    await a.deps.inFlight.acquire(user.id)
    const refused = await b.inject({
      method: 'POST',
      url: '/api/generator/generate',
      headers: { cookie: user.cookie },
      payload: {
        category: 'Gaming',
        prompt: 'A gamer shocked by a boss fight',
        textOverlay: { title: 'I Beat The Final Boss', subtitle: 'in under ten minutes' },
      },
    })
    expect(refused.statusCode).toBe(429)
    expect(refused.json().error).toEqual({ code: 'RATE_LIMITED', message: tooMany })
  })

  it('reports Redis in its health check, and will not start when Redis is unreachable', async () => {
    const { a } = await startInstances()
    const check = await a.deps.redis?.check()
    expect(check).toMatchObject({ ok: true })
    expect(check?.latencyMs).toBeGreaterThanOrEqual(0)

    const database = await cloneTestDatabase()
    const config = testConfig({ REDIS_URL: 'redis://user:hunter2@127.0.0.1:1' })
    const failed = buildApp({ config, database, logger: false, webRoot: '/nonexistent' })
    await expect(failed).rejects.toThrow('REDIS_URL: cannot reach Redis at 127.0.0.1:1')
    await expect(failed).rejects.not.toThrow('hunter2')
  })
})
