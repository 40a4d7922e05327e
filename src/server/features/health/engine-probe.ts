import type { FastifyBaseLogger } from 'fastify'
import type { EngineCheck, EngineName } from '../../lib/engine-check.ts'

export interface EngineState {
  name: EngineName
  kind?: string
  ok: boolean
  /** The last probe's time, or how long the probe in flight has waited when it is stuck. */
  latencyMs: number
  /** When the answer was measured (a stuck probe: now). */
  checkedAt: Date
  stuck: boolean
  /** Why it failed, for admins only: the public route never shows it. */
  error?: string
}

export interface EngineProbe {
  /** Runs a probe, or joins the one in flight. */
  run(): Promise<EngineState>
  /** The probe in flight, if any. */
  running(): Promise<EngineState> | undefined
  /** The last finished probe, unless the one in flight is stuck; before the first, waits for it (bounded). */
  current(): Promise<EngineState>
}

/** A reason short enough for a dashboard line, without a stack. */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.split('\n')[0]?.slice(0, 200) || 'unknown error'
}

/**
 * One engine's probe: at most one check in flight (a slow engine gets no pile of them), and a check
 * still waiting after `stuckAfterMs` counts as a failure. A change of state is logged once.
 */
export function createEngineProbe(
  engine: EngineCheck,
  log: FastifyBaseLogger,
  options: { stuckAfterMs: number; now: () => number },
): EngineProbe {
  const { stuckAfterMs, now } = options
  const { name, kind } = engine
  const messages = engine.messages ?? {
    failing: `the ${name} engine is failing`,
    recovered: `the ${name} engine answers again`,
  }
  let last: EngineState | undefined
  let inFlight: { startedAt: number; done: Promise<EngineState> } | undefined
  let reportedStuck = false

  const run = (): Promise<EngineState> => {
    if (inFlight) return inFlight.done
    const startedAt = now()
    const started = performance.now()
    const done = engine.check().then(
      () => undefined,
      (caught: unknown) => caught ?? new Error('unknown error'),
    )
    const state = done.then((error) => {
      const latencyMs = Math.round((performance.now() - started) * 10) / 10
      if (error !== undefined && last?.ok !== false) {
        log.error({ err: error, engine: name }, `health check: ${messages.failing}`)
      } else if (error === undefined && last?.ok === false) {
        log.info({ engine: name }, `health check: ${messages.recovered}`)
      }
      last = {
        name,
        kind,
        ok: error === undefined,
        latencyMs,
        checkedAt: new Date(now()),
        stuck: false,
        ...(error === undefined ? {} : { error: reasonOf(error) }),
      }
      inFlight = undefined
      reportedStuck = false
      return last
    })
    inFlight = { startedAt, done: state }
    return state
  }

  const stuckState = (): EngineState | undefined => {
    if (!inFlight) return undefined
    const waited = now() - inFlight.startedAt
    if (waited < stuckAfterMs) return undefined
    if (!reportedStuck) {
      reportedStuck = true
      log.error(
        { waitedMs: waited, engine: name },
        `health check: the ${name} engine has not answered the probe`,
      )
    }
    const error = `no answer for ${Math.round(waited / 1000)} s`
    return { name, kind, ok: false, latencyMs: waited, checkedAt: new Date(now()), stuck: true, error }
  }

  /** Before the first probe has finished: wait for it, but no longer than a stuck probe may take. */
  const firstState = (): Promise<EngineState> => {
    const probe = run()
    const startedAt = inFlight?.startedAt ?? now()
    let timeout: NodeJS.Timeout | undefined
    const stuck = new Promise<EngineState>((resolve) => {
      timeout = setTimeout(
        () => resolve(stuckState() ?? probe),
        Math.max(0, startedAt + stuckAfterMs - now()),
      )
      timeout.unref()
    })
    return Promise.race([probe, stuck]).finally(() => clearTimeout(timeout))
  }

  return {
    run,
    running: () => inFlight?.done,
    current: async () => stuckState() ?? last ?? (await firstState()),
  }
}
