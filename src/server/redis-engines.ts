import type { RateLimitPluginOptions } from '@fastify/rate-limit'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import {
  createMemoryInFlightLimiter,
  createRedisInFlightLimiter,
  type InFlightLimiter,
} from '#server/features/generator/index.ts'
import type { AppConfig } from './config/config.ts'
import { type InvalidationBus, localInvalidationBus } from './lib/invalidation-bus.ts'
import { type AuthRateLimitStorage, redisAuthRateLimit } from './lib/redis/auth-rate-limit.ts'
import { connectRedis, type RedisEngine } from './lib/redis/client.ts'
import { redisInvalidationBus } from './lib/redis/invalidation-bus.ts'

/** What several instances must share to behave as one: in this process by default, in Redis with `REDIS_URL`. */
export interface SharedState {
  /** Undefined without `REDIS_URL`; its `check()` is what health reports. */
  redis: RedisEngine | undefined
  invalidations: InvalidationBus
  inFlight: InFlightLimiter
  /** Spread into `@fastify/rate-limit`'s options: the global limit and every route's `config.rateLimit`. */
  rateLimitStore: Pick<RateLimitPluginOptions, 'redis' | 'nameSpace' | 'skipOnError'>
  /** better-auth's `rateLimit.customStorage`; undefined keeps its memory store. */
  authRateLimit: AuthRateLimitStorage | undefined
}

/** The shared state plus what its owner must do with it: wait for sent invalidations, close it. */
export interface OpenSharedState extends SharedState {
  /** Resolves once Redis has passed this process's pending invalidations on; undefined when none wait. */
  sent(): Promise<void> | undefined
  close(): Promise<void>
}

/**
 * Picks the engines (decision 022). The app and `npm run worker` both open it: a worker's refund
 * must drop `/api/me`'s copy on every instance, and its finished run must give back the slot the
 * instance that accepted it took.
 */
export async function openSharedState(config: AppConfig, log: FastifyBaseLogger): Promise<OpenSharedState> {
  if (!config.redisUrl)
    return {
      redis: undefined,
      invalidations: localInvalidationBus(),
      inFlight: createMemoryInFlightLimiter(config.generatorMaxInFlight),
      rateLimitStore: {},
      authRateLimit: undefined,
      sent: () => undefined,
      close: async () => {},
    }
  const redis = await connectRedis({ url: config.redisUrl, prefix: config.redisKeyPrefix, log })
  const bus = await redisInvalidationBus(redis, log)
  return {
    redis,
    invalidations: bus,
    inFlight: createRedisInFlightLimiter(redis, {
      limit: config.generatorMaxInFlight,
      ttlSeconds: config.generatorInFlightTtlSeconds,
      log,
    }),
    // A Redis outage lifts these limits rather than refusing every API call (decision 022).
    rateLimitStore: { redis: redis.client, nameSpace: redis.key('rate-limit:'), skipOnError: true },
    authRateLimit: redisAuthRateLimit(redis, log),
    sent: () => bus.sent(),
    close: async () => {
      await bus.close()
      await redis.close()
    },
  }
}

/**
 * The app's shared state, its lifetime tied to the app's. Called by the composition root only,
 * before any route is registered, so its reply hook covers them all.
 */
export async function createSharedState(app: FastifyInstance, config: AppConfig): Promise<SharedState> {
  const shared = await openSharedState(config, app.log)
  if (!shared.redis) return shared
  // A write answers only once Redis has passed its invalidations on, so the very next request, on
  // any instance, finds the caches already dropped.
  app.addHook('onSend', (_request, _reply, payload, done) => {
    const sent = shared.sent()
    if (!sent) return done(null, payload)
    sent.then(() => done(null, payload))
  })
  app.addHook('onClose', () => shared.close())
  return shared
}
