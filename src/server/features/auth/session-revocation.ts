import { SessionCache } from './session-cache.ts'

/**
 * What the in-memory caches must forget: one session (a sign-out); everything about one user (who
 * they are changed: role, name, e-mail, deletion); or only what `/api/me` shows of their account
 * (balance, membership, profile, photo), which leaves their sessions alone.
 */
export type SessionInvalidation =
  | { kind: 'session'; token: string }
  | { kind: 'user'; userId: string }
  | { kind: 'account'; userId: string }

/**
 * Carries invalidations to every session cache that must hear them. Today that is this process
 * only. With several instances (issue 13), a Redis pub/sub bus takes this place: `publish` still
 * delivers to this instance synchronously, before the write's reply, and to the others through
 * Redis; until then they catch up within the cache's TTL (decision 010).
 */
export interface InvalidationBus {
  publish(event: SessionInvalidation): void
  subscribe(listener: (event: SessionInvalidation) => void): () => void
}

export function localInvalidationBus(): InvalidationBus {
  const listeners = new Set<(event: SessionInvalidation) => void>()
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

/**
 * The public module other features call where they change who a user is or end their sessions,
 * after the change is committed. Sign-out and password reset reach it through better-auth's
 * session-delete hook (auth.ts).
 */
export interface SessionRevocation {
  /** Role, name or e-mail changed, the account was deleted, or all its sessions ended. */
  userChanged(userId: string): void
  /** One session ended (signed out, revoked). */
  sessionEnded(token: string): void
}

/**
 * The public module a feature calls after committing a change to what `/api/me` shows of a user
 * (credits, membership, profile, photo) that does not change who they are (decision 021).
 */
export interface AccountChanges {
  changed(userId: string): void
}

export function accountChanges(bus: InvalidationBus): AccountChanges {
  return { changed: (userId) => bus.publish({ kind: 'account', userId }) }
}

export function createSessionCaching(bus: InvalidationBus = localInvalidationBus()) {
  const cache = new SessionCache()
  bus.subscribe((event) => {
    if (event.kind === 'user') cache.forgetUser(event.userId)
    else if (event.kind === 'session') cache.forgetToken(event.token)
  })
  const revocation: SessionRevocation = {
    userChanged: (userId) => bus.publish({ kind: 'user', userId }),
    sessionEnded: (token) => bus.publish({ kind: 'session', token }),
  }
  return { cache, revocation }
}
