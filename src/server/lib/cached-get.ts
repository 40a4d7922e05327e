import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify'
import type { z } from 'zod'
import type { AppConfig } from '../config/config.ts'
import { pickEncoding, securityHeaders } from './hot-path.ts'
import type { InvalidationBus } from './invalidation-bus.ts'
import { type CachedBody, createPublicCache, matchesEtag } from './public-cache.ts'

/**
 * How long another app instance may serve an older copy after a write elsewhere: always without
 * Redis, and with it only when the invalidation message was lost (decision 022).
 */
export const PUBLIC_CACHE_TTL_MS = 10_000

/**
 * Route options for a cached public GET: helmet's headers are precomputed, bodies are compressed
 * once per fill and the limiter is off (hot-path.ts says why).
 */
export const cachedGetOptions = {
  helmet: false,
  compress: false,
  decompress: false,
  config: { rateLimit: false },
} satisfies Partial<RouteShorthandOptions> & Record<string, unknown>

/**
 * A memory cache of public JSON answers with ETags, 304s and per-key invalidation. `handler`
 * makes the GET handler for one key; writes call `invalidate(key)` before they reply, which drops
 * the key here at once and, through the bus, on every other instance (decision 022).
 */
export async function createCachedGets(config: AppConfig, bus: InvalidationBus, ttlMs = PUBLIC_CACHE_TTL_MS) {
  const cache = createPublicCache(ttlMs)
  const headers = await securityHeaders(config)
  bus.subscribe((event) => {
    if (event.kind === 'public') cache.invalidate(event.key)
  })

  return {
    invalidate: (key: string) => bus.publish({ kind: 'public', key }),
    /** The body goes through `schema` once per fill, so unknown fields are stripped as on any route. */
    handler(key: string, schema: z.ZodType, load: () => Promise<unknown>) {
      const fill = async () => schema.parse(await load())
      // Module-level and per-route functions only: a closure made per request costs real time here.
      const send = (request: FastifyRequest, reply: FastifyReply, entry: CachedBody): void => {
        reply
          .headers(headers)
          .headers({ etag: entry.etag, 'cache-control': 'no-cache', vary: 'accept-encoding' })
        if (matchesEtag(request.headers['if-none-match'], entry.etag)) {
          reply.code(304).send()
          return
        }
        reply.type('application/json; charset=utf-8')
        const encoding = entry.gzip ? pickEncoding(request.headers['accept-encoding']) : null
        if (encoding && entry.gzip) reply.header('content-encoding', encoding).send(entry[encoding])
        else reply.send(entry.body)
      }
      // Not async: a cached answer goes out without a promise per request.
      return (request: FastifyRequest, reply: FastifyReply): void | Promise<void> => {
        const hit = cache.peek(key)
        if (hit) return send(request, reply, hit)
        return cache.load(key, fill).then((entry) => send(request, reply, entry))
      }
    },
  }
}
