import { type Me, meSchema } from '#shared/schemas/me.ts'
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

interface Entry extends CachedMe {
  staleAt: number
}

interface Load {
  promise: Promise<CachedMe | null>
  /** Set when the user changed while this load was reading: its result is answered, never kept. */
  stale: boolean
}

/**
 * What `GET /api/me` shows, per user, in memory (decision 021). Every write that changes it (credit
 * balance, membership, role, name, profile, photo, the account's deletion) calls
 * `AccountChanges.changed` or `SessionRevocation.userChanged` after its commit, and the entry goes at
 * once. A load that was already reading when the change came is not kept, so a balance read just
 * before a spend commits cannot come back afterwards. Concurrent misses for one user share one read.
 */
export class MeCache {
  private readonly entries = new Map<string, Entry>()
  private readonly loads = new Map<string, Load>()

  constructor(
    private readonly read: (userId: string) => Promise<Me | null>,
    private readonly options: { ttlMs: number; maxEntries: number; now?: () => number } = {
      ttlMs: ME_CACHE_TTL_MS,
      maxEntries: ME_CACHE_MAX_ENTRIES,
    },
  ) {}

  private now(): number {
    return this.options.now ? this.options.now() : Date.now()
  }

  /** The user's answer, from memory when it holds one; null once the account is gone. */
  get(userId: string): Promise<CachedMe | null> | CachedMe {
    const entry = this.entries.get(userId)
    if (entry) {
      if (this.now() < entry.staleAt) return entry
      this.entries.delete(userId)
    }
    const pending = this.loads.get(userId)
    if (pending) return pending.promise
    const load: Load = { promise: Promise.resolve(null), stale: false }
    load.promise = this.read(userId)
      .then((me) => {
        if (!me) return null
        // Checked once here rather than on every answer: what is kept is what the schema allows.
        const checked = meSchema.parse(me)
        const answer = { me: checked, json: JSON.stringify(checked) }
        if (!load.stale) this.store(userId, answer)
        return answer
      })
      .finally(() => {
        if (this.loads.get(userId) === load) this.loads.delete(userId)
      })
    this.loads.set(userId, load)
    return load.promise
  }

  private store(userId: string, answer: CachedMe): void {
    if (!this.entries.has(userId) && this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
    this.entries.set(userId, { ...answer, staleAt: this.now() + this.options.ttlMs })
  }

  /** Drops the user's answer, and keeps a read already under way from storing what it found. */
  forget(userId: string): void {
    this.entries.delete(userId)
    const pending = this.loads.get(userId)
    if (pending) {
      pending.stale = true
      this.loads.delete(userId)
    }
  }

  get size(): number {
    return this.entries.size
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
