import type { FastifyBaseLogger } from 'fastify'
import type { EngineCheck } from '../../lib/engine-check.ts'
import { createEngineProbe, type EngineProbe, type EngineState } from './engine-probe.ts'

export type { EngineState } from './engine-probe.ts'

/** How often the background probe checks each engine. */
export const PROBE_INTERVAL_MS = 2_000
/** A probe still waiting this long means the engine is starved or hung: health says 503. */
export const PROBE_STUCK_AFTER_MS = 10_000

export interface HealthState {
  /** Every engine answered its last probe and none is stuck. */
  ok: boolean
  engines: EngineState[]
}

export interface HealthProbe {
  /** The answer /api/health gives: each engine's last finished probe, unless the one in flight is stuck. */
  current(): Promise<HealthState>
  /** Probes that start after this call (the timer's next tick, sooner), and the resulting state. */
  probeNow(): Promise<HealthState>
  /** Ends the background probes; resolves once those in flight have finished. */
  stop(): Promise<void>
}

interface Options {
  intervalMs?: number
  stuckAfterMs?: number
  now?: () => number
}

const summary = (engines: EngineState[]): HealthState => ({
  ok: engines.every((engine) => engine.ok),
  engines,
})

/**
 * /api/health must stay cheap when an engine is busy: on PGlite every query waits its turn on one
 * connection, so a health query queued behind an admin's long search took over a second. A
 * background probe checks each engine every couple of seconds and the route answers from the last
 * results in memory, never queueing itself. The list is read on every tick, so an engine added to
 * it while the app is built (Redis, S3, the queue) is probed from then on.
 */
export function createHealthProbe(
  engines: readonly EngineCheck[],
  log: FastifyBaseLogger,
  options: Options = {},
): HealthProbe {
  const intervalMs = options.intervalMs ?? PROBE_INTERVAL_MS
  const settings = {
    stuckAfterMs: options.stuckAfterMs ?? PROBE_STUCK_AFTER_MS,
    now: options.now ?? Date.now,
  }
  const probes = new Map<EngineCheck, EngineProbe>()
  const probeOf = (engine: EngineCheck) => {
    let probe = probes.get(engine)
    if (!probe) {
      probe = createEngineProbe(engine, log, settings)
      probes.set(engine, probe)
    }
    return probe
  }
  let stopped = false

  const timer = setInterval(() => {
    if (!stopped) for (const engine of engines) void probeOf(engine).run()
  }, intervalMs)
  timer.unref()
  // The first answer waits for the first probes, so a server that starts on a damaged database
  // never says ok first.
  for (const engine of engines) void probeOf(engine).run()

  return {
    current: async () => summary(await Promise.all(engines.map((engine) => probeOf(engine).current()))),
    // A probe already in flight may have checked before the caller's change: wait for it, then
    // check again.
    probeNow: async () =>
      summary(
        await Promise.all(
          engines.map((engine) => {
            const probe = probeOf(engine)
            // Started now when none is in flight, so a caller's next read sees it running.
            const running = probe.running()
            return running ? running.then(() => probe.run()) : probe.run()
          }),
        ),
      ),
    stop: async () => {
      stopped = true
      clearInterval(timer)
      await Promise.all([...probes.values()].map((probe) => probe.running()))
    },
  }
}
