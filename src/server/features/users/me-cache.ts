import { type Me, meSchema } from '#shared/users/me.ts'
import { type Cache, createCache } from '../../lib/cache.ts'
import type { InvalidationBus } from '../../lib/invalidation-bus.ts'

/** A safety net for changes made outside this process (another instance, the CLI, a hand edit). */
export const ME_CACHE_TTL_MS = 30_000
/** Enough for every user active within a TTL on one instance; the oldest goes first past it. */
export const ME_CACHE_MAX_ENTRIES = 10_000

/** What `/api/me` answers for one user, kept with its JSON so a hit is not serialised again. */
export interface CachedMe {
  me: Me
  json: string
}

/**
 * What `GET /api/me` shows, per user, in memory (decision 021). Every write that changes it (credit
 * balance, membership, role, name, profile, photo, the account's deletion) calls
 * `AccountChanges.changed` or `SessionRevocation.userChanged` after its commit, and the entry goes at
 * once. A load that was already reading when the change came is not kept, so a balance read just
 * before a spend commits cannot come back afterwards. Concurrent misses for one user share one read.
 */
export class MeCache {
  private readonly answers: Cache<CachedMe | null>

  constructor(
    private readonly read: (userId: string) => Promise<Me | null>,
    options: { ttlMs: number; maxEntries: number; now?: () => number } = {
      ttlMs: ME_CACHE_TTL_MS,
      maxEntries: ME_CACHE_MAX_ENTRIES,
    },
  ) {
    this.answers = createCache({ max: options.maxEntries, ttlMs: options.ttlMs, now: options.now })
  }

  /** The user's answer, from memory when it holds one; null once the account is gone. */
  get(userId: string): Promise<CachedMe | null> | CachedMe {
    return this.answers.load(userId, async () => {
      const me = await this.read(userId)
      if (!me) return null
      // Checked once here rather than on every answer: what is kept is what the schema allows.
      const checked = meSchema.parse(me)
      return { me: checked, json: JSON.stringify(checked) }
    })
  }

  /** Drops the user's answer, and keeps a read already under way from storing what it found. */
  forget(userId: string): void {
    this.answers.forget(userId)
  }

  get size(): number {
    return this.answers.size
  }
}

/** The cache, forgetting a user on every change the bus carries for them. */
export function createMeCache(bus: InvalidationBus, read: (userId: string) => Promise<Me | null>): MeCache {
  const cache = new MeCache(read)
  bus.subscribe((event) => {
    if (event.kind === 'user' || event.kind === 'account') cache.forget(event.userId)
  })
  return cache
}
