import type { SessionUser } from '../../core/session-user.ts'

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

interface Entry extends CachedSession {
  staleAt: number
}

/**
 * Verified sessions by the exact signed cookie value that better-auth accepted, so a hit proves
 * the same signature as before and needs no database read. Entries go on their own after the TTL
 * or at the session's end, and at once when told a session ended or a user changed
 * (`forgetToken`, `forgetUser`). A load that began before such a change never stores its result
 * (the `version` counter), so a role read just before a demotion cannot come back afterwards.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>()
  private version = 0

  constructor(
    private readonly options: { ttlMs: number; maxEntries: number; now?: () => number } = {
      ttlMs: SESSION_CACHE_TTL_MS,
      maxEntries: SESSION_CACHE_MAX_ENTRIES,
    },
  ) {}

  private now(): number {
    return this.options.now ? this.options.now() : Date.now()
  }

  get(cookieValue: string): SessionUser | undefined {
    const entry = this.entries.get(cookieValue)
    if (!entry) return undefined
    const now = this.now()
    if (now >= entry.staleAt || now >= entry.sessionExpiresAt) {
      this.entries.delete(cookieValue)
      return undefined
    }
    return entry.user
  }

  /** Taken before a load; `set` with it stores nothing if anything was forgotten meanwhile. */
  mark(): number {
    return this.version
  }

  set(cookieValue: string, session: CachedSession, mark: number): void {
    if (mark !== this.version) return
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
    this.entries.set(cookieValue, { ...session, staleAt: this.now() + this.options.ttlMs })
  }

  forgetToken(token: string): void {
    this.version++
    for (const [key, entry] of this.entries) if (entry.token === token) this.entries.delete(key)
  }

  forgetUser(userId: string): void {
    this.version++
    for (const [key, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(key)
  }

  get size(): number {
    return this.entries.size
  }
}
