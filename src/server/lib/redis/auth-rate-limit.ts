import type { FastifyBaseLogger } from 'fastify'
import type { RedisEngine } from './client.ts'

/** better-auth's `rateLimit.customStorage` (1.7): one atomic check-and-count per request. */
export interface AuthRateLimitStorage {
  consume(
    key: string,
    rule: { window: number; max: number },
  ): Promise<{ allowed: boolean; retryAfter: number | null }>
}

/**
 * The same rule as better-auth's memory store, so N instances refuse at exactly the attempt one
 * instance would: a request within `window` seconds of the last allowed one counts, a refused one
 * does not, and the count starts again once `window` has passed since the last allowed request.
 * Redis's clock decides, so instances with drifting clocks still agree.
 */
const CONSUME = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local windowMs = tonumber(ARGV[1])
local max = tonumber(ARGV[2])
local data = redis.call('HMGET', KEYS[1], 'count', 'last')
local count = tonumber(data[1])
local last = tonumber(data[2])
if count == nil or last == nil or now - last >= windowMs then
  count = 0
elseif count >= max then
  return {0, math.ceil((last + windowMs - now) / 1000)}
end
redis.call('HSET', KEYS[1], 'count', count + 1, 'last', now)
redis.call('PEXPIRE', KEYS[1], windowMs)
return {1, 0}
`

/**
 * Shared sign-in, sign-up and password-reset limits. When Redis cannot answer, this instance counts
 * on its own (as the embedded default does), so an outage weakens the limit to per instance instead
 * of lifting it or refusing every sign-in (decision 022).
 */
export function redisAuthRateLimit(redis: RedisEngine, log: FastifyBaseLogger): AuthRateLimitStorage {
  const fallback = memoryAuthRateLimit()
  return {
    async consume(key, rule) {
      try {
        const [allowed, retryAfter] = (await redis.client.eval(
          CONSUME,
          1,
          redis.key(`auth-rate-limit:${key}`),
          rule.window * 1000,
          rule.max,
        )) as [number, number]
        return allowed === 1 ? { allowed: true, retryAfter: null } : { allowed: false, retryAfter }
      } catch (error) {
        log.warn({ component: 'redis', err: (error as Error).message }, 'auth rate limit counted locally')
        return fallback.consume(key, rule)
      }
    },
  }
}

/** The fallback: the same rule in this process's memory. */
export function memoryAuthRateLimit(now: () => number = Date.now): AuthRateLimitStorage {
  const entries = new Map<string, { count: number; last: number; expiresAt: number }>()
  return {
    async consume(key, { window, max }) {
      const at = now()
      const windowMs = window * 1000
      // Only used while Redis is away, so a sweep per request is cheap enough and keeps memory bounded.
      for (const [k, entry] of entries) if (at >= entry.expiresAt) entries.delete(k)
      const entry = entries.get(key)
      if (entry && entry.count >= max)
        return { allowed: false, retryAfter: Math.ceil((entry.last + windowMs - at) / 1000) }
      entries.set(key, { count: (entry?.count ?? 0) + 1, last: at, expiresAt: at + windowMs })
      return { allowed: true, retryAfter: null }
    },
  }
}
