/** The engines an instance can depend on; /api/health reports each one the instance runs. */
export type EngineName = 'database' | 'redis' | 'files' | 'queue'

/**
 * One engine's health check, probed in the background every couple of seconds (never on a
 * request). `check` resolves when the engine does its job now and throws, with a short reason an
 * admin may read, when it does not. Keep it cheap: one round trip.
 */
export interface EngineCheck {
  name: EngineName
  /** Which implementation runs (e.g. `pglite` or `postgres`, `local` or `s3`); shown with the state. */
  kind?: string
  check(): Promise<void>
  /** What the log says when it starts failing and when it recovers; generic lines otherwise. */
  messages?: { failing: string; recovered: string }
}

/** What an engine's own client reports (the file stores, Redis): it never throws. */
export interface ReportedCheck {
  ok: boolean
  /** A short reason when not ok (an error name or code, never a secret). */
  error?: string
}

/** An engine whose client reports `{ ok, error }` as a check that throws, as the probe expects. */
export function reportedEngineCheck(
  name: EngineName,
  kind: string,
  report: () => Promise<ReportedCheck>,
): EngineCheck {
  return {
    name,
    kind,
    check: async () => {
      const { ok, error } = await report()
      if (!ok) throw new Error(error ?? `${name} check failed`)
    },
  }
}
