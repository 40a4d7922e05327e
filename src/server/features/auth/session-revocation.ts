import { type InvalidationBus, localInvalidationBus } from '../../lib/invalidation-bus.ts'
import { SessionCache } from './session-cache.ts'

// The bus moved to lib/ when the public GET cache joined it (decision 022); callers that knew it here still do.
export type { InvalidationBus } from '../../lib/invalidation-bus.ts'
export { localInvalidationBus }

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
