import type { SessionUser } from '../../core/session-user.ts'
import { type Cache, createCache } from '../../lib/cache.ts'

/** How long a verified session is served from memory before the database is asked again. */
export const SESSION_CACHE_TTL_MS = 30_000
/** Enough for every session active within a TTL on one instance; the oldest goes first past it. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000

export interface CachedSession {
  user: SessionUser
  /** better-auth's session token (the cookie value without its signature). */
  token: string
  /** When the session itself ends: the cache never serves it past this, whatever the TTL. */
  sessionExpiresAt: number
}

/**
 * Verified sessions by the exact signed cookie value that better-auth accepted, so a hit proves
 * the same signature as before and needs no database read. Entries go on their own after the TTL
 * or at the session's end, and at once when told a session ended or a user changed
 * (`forgetToken`, `forgetUser`). A load that began before such a change never stores its result
 * (`mark`), so a role read just before a demotion cannot come back afterwards.
 */
export class SessionCache {
  private readonly sessions: Cache<CachedSession>
  private readonly now: () => number

  constructor(
    options: { ttlMs: number; maxEntries: number; now?: () => number } = {
      ttlMs: SESSION_CACHE_TTL_MS,
      maxEntries: SESSION_CACHE_MAX_ENTRIES,
    },
  ) {
    this.now = options.now ?? Date.now
    this.sessions = createCache({ max: options.maxEntries, ttlMs: options.ttlMs, now: options.now })
  }

  get(cookieValue: string): SessionUser | undefined {
    return this.sessions.peek(cookieValue)?.user
  }

  /** Taken before a load; `set` with it stores nothing if anything was forgotten meanwhile. */
  mark(): number {
    return this.sessions.mark()
  }

  set(cookieValue: string, session: CachedSession, mark: number): void {
    // lru-cache serves an entry through the last millisecond of its TTL; a session never at its end.
    const untilEnd = session.sessionExpiresAt - this.now() - 1
    this.sessions.set(cookieValue, session, { since: mark, ttlMs: untilEnd })
  }

  forgetToken(token: string): void {
    this.sessions.forgetWhere((entry) => entry.token === token)
  }

  forgetUser(userId: string): void {
    this.sessions.forgetWhere((entry) => entry.user.id === userId)
  }

  get size(): number {
    return this.sessions.size
  }
}
