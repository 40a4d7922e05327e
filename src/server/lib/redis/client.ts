import type { FastifyBaseLogger } from 'fastify'
import { Redis } from 'ioredis'
import { ConfigError } from '../../config/env.ts'

/** What `/api/health` reports for Redis: whether a PING came back, and how long it took. */
export interface RedisCheck {
  ok: boolean
  latencyMs: number
  error?: string
}

/** One shop's view of Redis: every key and channel carries its prefix, so shops and test runs can share one server. */
export interface RedisEngine {
  /** For counters and PUBLISH. */
  readonly client: Redis
  readonly prefix: string
  key(name: string): string
  /** A second connection, in subscriber mode (Redis allows no other commands on it); made on first use. */
  subscriber(): Redis
  /** PING with its round trip, for the health route. Never throws. */
  check(): Promise<RedisCheck>
  close(): Promise<void>
}

export interface RedisOptions {
  url: string
  prefix: string
  log: FastifyBaseLogger
}

/**
 * A request never waits long on a sick Redis: a command gets one retry across a reconnect and 2 s in
 * all, then fails, and each use decides what a failure means (decision 022).
 */
const connectionOptions = {
  lazyConnect: true,
  maxRetriesPerRequest: 1,
  commandTimeout: 2000,
  connectTimeout: 5000,
} as const

/**
 * Connects now, so an unreachable `REDIS_URL` stops start-up with a one-line message (a ConfigError,
 * which `main` prints as it is) instead of failing requests later.
 */
export async function connectRedis({ url, prefix, log }: RedisOptions): Promise<RedisEngine> {
  const client = new Redis(url, connectionOptions)
  // connect() itself only says "Connection is closed"; the socket's error says why (ECONNREFUSED…).
  let cause: Error | undefined
  const noteCause = (error: Error) => {
    cause ??= error
  }
  client.on('error', noteCause)
  try {
    await client.connect()
  } catch (error) {
    client.disconnect()
    // The URL may carry a password: name only the host.
    const why = (cause ?? (error as Error)).message
    throw new ConfigError(`REDIS_URL: cannot reach Redis at ${hostOf(url)} (${why})`)
  }
  client.off('error', noteCause)
  watch(client, log, 'commands')
  let subscriber: Redis | undefined
  return {
    client,
    prefix,
    key: (name) => `${prefix}${name}`,
    subscriber() {
      if (!subscriber) {
        subscriber = client.duplicate()
        watch(subscriber, log, 'subscriber')
      }
      return subscriber
    },
    async check() {
      const started = performance.now()
      try {
        await client.ping()
        return { ok: true, latencyMs: Math.round((performance.now() - started) * 10) / 10 }
      } catch (error) {
        return {
          ok: false,
          latencyMs: Math.round(performance.now() - started),
          error: (error as Error).message,
        }
      }
    },
    async close() {
      await Promise.all([client, subscriber].map((connection) => connection && quit(connection)))
    },
  }
}

async function quit(connection: Redis): Promise<void> {
  try {
    await connection.quit()
  } catch {
    connection.disconnect()
  }
}

/** ioredis emits 'error' on every failed reconnect; one line per outage is enough. */
function watch(connection: Redis, log: FastifyBaseLogger, role: string): void {
  let down = false
  connection.on('error', (error: Error) => {
    if (down) return
    down = true
    log.warn({ component: 'redis', role, err: error.message }, 'Redis connection lost; retrying')
  })
  connection.on('ready', () => {
    if (down) log.info({ component: 'redis', role }, 'Redis connection back')
    down = false
  })
}

function hostOf(url: string): string {
  try {
    const { hostname, port } = new URL(url)
    return `${hostname}:${port || 6379}`
  } catch {
    return 'the configured address'
  }
}
