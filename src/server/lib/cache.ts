import { LRUCache } from 'lru-cache'

export interface CacheOptions {
  /** Entries kept at most; past it the least recently used goes first. */
  max: number
  /** How long an entry is served; 0 keeps nothing (every read loads); left out, entries stay until pushed out. */
  ttlMs?: number
  /** The clock, for tests; lru-cache reads it through its `perf` option. */
  now?: () => number
}

interface Load<V> {
  promise: Promise<V>
  /** Set when the key was forgotten while this load was reading: its result is answered, never kept. */
  stale: boolean
}

/**
 * The one in-memory cache of the server (style.md: one mechanism, named for what it caches at each
 * use): lru-cache holds the entries with their TTL and size bound, and this adds what every use here
 * needs on top. Concurrent misses for one key share one load; a load that fails, or finds nothing
 * (null/undefined), is answered and not kept; and a `forget` during a load keeps that load from
 * storing what it read before the change (a balance read just before a spend, a role just before a
 * demotion). Invalidations reach it through the invalidation bus, across instances with Redis
 * (decisions 009, 010, 021, 022); the TTL bounds what a lost message can cost.
 */
export function createCache<V>({ max, ttlMs, now }: CacheOptions) {
  const entries = new LRUCache<string, V & {}>({
    max,
    ttl: ttlMs === undefined ? 0 : Math.max(ttlMs, 0), // lru-cache's 0 means no TTL
    ttlResolution: 0,
    ...(now ? { perf: { now } } : {}),
  })
  const loads = new Map<string, Load<V>>()
  // Bumped by every forget, so a caller that loads on its own (`mark`, then `set`) can tell.
  let generation = 0

  function set(key: string, value: V, options: { since?: number; ttlMs?: number } = {}): void {
    if (value === null || value === undefined) return
    if (options.since !== undefined && options.since !== generation) return
    const ttl = Math.min(ttlMs ?? Number.POSITIVE_INFINITY, options.ttlMs ?? Number.POSITIVE_INFINITY)
    if (ttl <= 0) return
    entries.set(key, value, ttl === Number.POSITIVE_INFINITY ? {} : { ttl })
  }

  function dropLoad(key: string): void {
    const pending = loads.get(key)
    if (!pending) return
    pending.stale = true
    loads.delete(key)
  }

  return {
    /** The fresh entry, synchronously (a hit on the hot path costs no promise). */
    peek: (key: string): (V & {}) | undefined => entries.get(key),
    /** The fresh entry, or one shared `read` of it. */
    load(key: string, read: () => Promise<V>): (V & {}) | Promise<V> {
      const hit = entries.get(key)
      if (hit !== undefined) return hit
      const pending = loads.get(key)
      if (pending) return pending.promise
      const started = read()
      const load: Load<V> = { promise: started, stale: false }
      load.promise = started
        .then((value) => {
          if (!load.stale) set(key, value)
          return value
        })
        .finally(() => {
          if (loads.get(key) === load) loads.delete(key)
        })
      loads.set(key, load)
      return load.promise
    },
    /** Taken before a caller's own load; `set(…, { since })` stores nothing if anything was forgotten meanwhile. */
    mark: (): number => generation,
    /** Stores a value loaded by the caller; `ttlMs` may shorten the entry's life, never lengthen it. */
    set,
    forget(key: string): void {
      generation++
      entries.delete(key)
      dropLoad(key)
    },
    /** Forgets every entry `matches`, and every load under way (what they will find is not known yet). */
    forgetWhere(matches: (value: V & {}) => boolean): void {
      generation++
      const gone: string[] = []
      for (const [key, value] of entries.entries()) if (matches(value)) gone.push(key)
      for (const key of gone) entries.delete(key)
      for (const key of [...loads.keys()]) dropLoad(key)
    },
    get size(): number {
      return entries.size
    },
  }
}
export type Cache<V> = ReturnType<typeof createCache<V>>
