import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { z } from 'zod'
import { type Invalidation, type InvalidationBus, localInvalidationBus } from '../invalidation-bus.ts'
import type { RedisEngine } from './client.ts'

/** Anything on the channel is checked before it touches a cache: the channel is not ours alone to write. */
const messageSchema = z.object({
  origin: z.string(),
  event: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('session'), token: z.string() }),
    z.object({ kind: z.literal('user'), userId: z.string() }),
    z.object({ kind: z.literal('account'), userId: z.string() }),
    z.object({ kind: z.literal('public'), key: z.string() }),
    z.object({ kind: z.literal('batch'), batchId: z.string() }),
  ]),
})

export interface RedisInvalidationBus extends InvalidationBus {
  /**
   * Resolves when every publish so far has been accepted by Redis, which by then has written it to
   * every other instance's connection; undefined when none is under way (the usual case, kept free).
   */
  sent(): Promise<void> | undefined
  close(): Promise<void>
}

/**
 * The same bus as in one process, plus Redis pub/sub between instances. This instance's caches hear
 * an event synchronously, as before; the others hear it from the channel. An instance ignores its
 * own messages coming back, which it has already acted on.
 */
export async function redisInvalidationBus(
  redis: RedisEngine,
  log: FastifyBaseLogger,
): Promise<RedisInvalidationBus> {
  const local = localInvalidationBus()
  const channel = redis.key('invalidations')
  const origin = randomUUID()
  const pending = new Set<Promise<unknown>>()
  const subscriber = redis.subscriber()

  const onMessage = (from: string, message: string) => {
    if (from !== channel) return
    let parsed: z.infer<typeof messageSchema>
    try {
      parsed = messageSchema.parse(JSON.parse(message))
    } catch {
      log.warn({ component: 'redis', channel }, 'ignored a malformed invalidation message')
      return
    }
    if (parsed.origin !== origin) local.publish(parsed.event as Invalidation)
  }
  subscriber.on('message', onMessage)
  await subscriber.subscribe(channel)

  return {
    publish(event) {
      local.publish(event)
      const sending: Promise<unknown> = redis.client
        .publish(channel, JSON.stringify({ origin, event }))
        .catch((error: Error) =>
          // The other instances catch up within their caches' TTL (10 s public GETs, 30 s sessions).
          log.warn({ component: 'redis', err: error.message, kind: event.kind }, 'invalidation not sent'),
        )
        .finally(() => pending.delete(sending))
      pending.add(sending)
    },
    subscribe: local.subscribe,
    sent: () => (pending.size === 0 ? undefined : Promise.all(pending).then(() => undefined)),
    async close() {
      subscriber.off('message', onMessage)
      await subscriber.unsubscribe(channel).catch(() => undefined)
    },
  }
}
