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
