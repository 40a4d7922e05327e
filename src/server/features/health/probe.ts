import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client.ts'
import { checkDatabase } from './service.ts'

/** How often the background probe reads the core tables. */
export const PROBE_INTERVAL_MS = 2_000
/** A probe still waiting this long means the database is starved or hung: health says 503. */
export const PROBE_STUCK_AFTER_MS = 10_000

export interface HealthState {
  ok: boolean
  /** The last probe's time, or how long the probe in flight has waited when it is stuck. */
  latencyMs: number
  /** When the answer was measured (a stuck probe: now). */
  checkedAt: Date
  stuck: boolean
}

export interface HealthProbe {
  /** The answer /api/health gives: the last finished probe, unless the one in flight is stuck. */
  current(): Promise<HealthState>
  /** A probe that starts after this call (the timer's next tick, sooner), and its resulting state. */
  probeNow(): Promise<HealthState>
  /** Ends the background probes; resolves once the one in flight (if any) has finished. */
  stop(): Promise<void>
}

interface Options {
  intervalMs?: number
  stuckAfterMs?: number
  now?: () => number
}

/**
 * /api/health must stay cheap when the database is busy: on PGlite every query waits its turn on
 * one connection, so a health query queued behind an admin's long search took over a second. A
 * background probe reads the core tables every couple of seconds and the route answers from its
 * last result in memory, never queueing itself. At most one probe is in flight: a slow database
 * gets no pile of them.
 */
export function createHealthProbe(db: Db, log: FastifyBaseLogger, options: Options = {}): HealthProbe {
  const intervalMs = options.intervalMs ?? PROBE_INTERVAL_MS
  const stuckAfterMs = options.stuckAfterMs ?? PROBE_STUCK_AFTER_MS
  const now = options.now ?? Date.now
  let last: HealthState | undefined
  let inFlight: { startedAt: number; done: Promise<HealthState> } | undefined
  let reportedStuck = false
  let stopped = false

  const runProbe = (): Promise<HealthState> => {
    if (inFlight) return inFlight.done
    const startedAt = now()
    const done = checkDatabase(db).then((check) => {
      if (!check.ok && last?.ok !== false) {
        log.error({ err: check.error }, 'health check: the database cannot read its core tables')
      } else if (check.ok && last?.ok === false) {
        log.info('health check: the database reads its core tables again')
      }
      last = { ok: check.ok, latencyMs: check.latencyMs, checkedAt: new Date(now()), stuck: false }
      inFlight = undefined
      reportedStuck = false
      return last
    })
    inFlight = { startedAt, done }
    return done
  }

  const stuckState = (): HealthState | undefined => {
    if (!inFlight) return undefined
    const waited = now() - inFlight.startedAt
    if (waited < stuckAfterMs) return undefined
    if (!reportedStuck) {
      reportedStuck = true
      log.error({ waitedMs: waited }, 'health check: the database has not answered the probe')
    }
    return { ok: false, latencyMs: waited, checkedAt: new Date(now()), stuck: true }
  }

  const timer = setInterval(() => {
    if (!stopped) void runProbe()
  }, intervalMs)
  timer.unref()
  // The first answer waits for the first probe, so a server that starts on a damaged database
  // never says ok first.
  void runProbe()

  /** Before the first probe has finished: wait for it, but no longer than a stuck probe may take. */
  const firstState = (): Promise<HealthState> => {
    const probe = runProbe()
    const startedAt = inFlight?.startedAt ?? now()
    let timeout: NodeJS.Timeout | undefined
    const stuck = new Promise<HealthState>((resolve) => {
      timeout = setTimeout(
        () => resolve(stuckState() ?? probe),
        Math.max(0, startedAt + stuckAfterMs - now()),
      )
      timeout.unref()
    })
    return Promise.race([probe, stuck]).finally(() => clearTimeout(timeout))
  }

  return {
    current: async () => stuckState() ?? last ?? (await firstState()),
    // A probe already in flight may have read the tables before the caller's change: wait for it,
    // then read them again.
    probeNow: async () => {
      if (inFlight) await inFlight.done
      return runProbe()
    },
    stop: async () => {
      stopped = true
      clearInterval(timer)
      await inFlight?.done
    },
  }
}
