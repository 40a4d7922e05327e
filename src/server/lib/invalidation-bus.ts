/**
 * What the in-memory caches must forget: one session (a sign-out); everything about one user (who
 * they are changed: role, name, e-mail, deletion); only what `/api/me` shows of their account
 * (balance, membership, profile, photo), which leaves their sessions alone; or one cached public GET
 * (a content section, the package list) after an admin's write.
 */
export type Invalidation =
  | { kind: 'session'; token: string }
  | { kind: 'user'; userId: string }
  | { kind: 'account'; userId: string }
  | { kind: 'public'; key: string }
  /** A generation run changed (an image made or refunded): the event streams following it re-read it. */
  | { kind: 'batch'; batchId: string }

/**
 * Carries invalidations to every cache that must hear them. `publish` delivers to this instance
 * synchronously, before the write's reply; with several instances (`REDIS_URL`, decision 022) it
 * also reaches the others through Redis pub/sub, and each cache's TTL bounds what a lost message
 * can cost.
 */
export interface InvalidationBus {
  publish(event: Invalidation): void
  subscribe(listener: (event: Invalidation) => void): () => void
}

export function localInvalidationBus(): InvalidationBus {
  const listeners = new Set<(event: Invalidation) => void>()
  return {
    publish: (event) => {
      for (const listener of listeners) listener(event)
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
