import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { generatorMessages } from '#shared/generator/defaults.ts'
import { AppError } from '../../lib/app-error.ts'
import type { RedisEngine } from '../../lib/redis/client.ts'
import type { InFlightLimiter } from './in-flight.ts'

/**
 * Each slot is a member of the user's sorted set, scored by when it expires, so a slot that a crashed
 * instance never gave back frees itself after the TTL on its own, even while the user keeps
 * generating. Redis's clock, not each instance's, decides what has expired. Prune, count and add are
 * one script: two instances taking a user's last slot at the same moment cannot both get it.
 */
const ACQUIRE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local ttl = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now + ttl, ARGV[3])
redis.call('PEXPIRE', KEYS[1], ttl)
return 1
`

/** Slots carry no owner (release goes by user id), so any live one of the user's may go; expired ones first. */
const RELEASE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
redis.call('ZPOPMIN', KEYS[1])
return redis.call('ZCARD', KEYS[1])
`

export interface RedisInFlightOptions {
  limit: number
  ttlSeconds: number
  log: FastifyBaseLogger
}

/**
 * The in-flight limit shared by every instance. When Redis cannot answer, a run is let through
 * (decision 022): credits are still spent atomically in the database, so an outage costs at most
 * some extra parallel runs, where refusing would stop every paid generation.
 */
export function createRedisInFlightLimiter(
  redis: RedisEngine,
  options: RedisInFlightOptions,
): InFlightLimiter {
  const keyOf = (userId: string) => redis.key(`in-flight:${userId}`)
  const ttlMs = options.ttlSeconds * 1000
  return {
    async acquire(userId) {
      let taken: unknown
      try {
        taken = await redis.client.eval(ACQUIRE, 1, keyOf(userId), options.limit, ttlMs, randomUUID())
      } catch (error) {
        options.log.warn({ component: 'redis', err: (error as Error).message }, 'in-flight limit unchecked')
        return
      }
      if (taken !== 1) throw new AppError('RATE_LIMITED', generatorMessages.tooManyInFlight)
    },
    async release(userId) {
      try {
        await redis.client.eval(RELEASE, 1, keyOf(userId))
      } catch (error) {
        // The slot frees itself when its TTL runs out.
        options.log.warn({ component: 'redis', err: (error as Error).message }, 'in-flight slot not released')
      }
    },
  }
}
