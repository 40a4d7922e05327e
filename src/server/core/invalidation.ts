import type { InvalidationBus } from '../lib/invalidation-bus.ts'

// What features call after a committed change so that every instance's caches forget it. The bus
// itself is a mechanism in lib/ (decision 022); these are the two messages features send on it.

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
