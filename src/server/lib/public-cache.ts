import { createHash } from 'node:crypto'
import { compressOnce, type Encodings } from './hot-path.ts'

export type CachedBody = Encodings & {
  /** The JSON body, serialized once and sent as is (or as its gzip/br copy). */
  body: string
  /** Weak, because compression may re-encode the same body. */
  etag: string
}

type Entry = CachedBody & { expiresAt: number }

/**
 * Public GETs (the content sections, the package list) are the hottest calls on the site, so each answer is serialized
 * once and kept with its ETag. Writes invalidate at once, on every instance when they share Redis;
 * the TTL bounds how long another instance (sharing the database) can show an older copy otherwise.
 */
export function createPublicCache(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, Entry>()
  const loading = new Map<string, Promise<CachedBody>>()
  // Bumped on every invalidation, so a load that started before a write never stores its old result.
  const versions = new Map<string, number>()

  async function fill(key: string, load: () => Promise<unknown>): Promise<CachedBody> {
    const version = versions.get(key) ?? 0
    const body = JSON.stringify(await load())
    const entry = { body, ...compressOnce(body), etag: etagOf(body), expiresAt: now() + ttlMs }
    if ((versions.get(key) ?? 0) === version) entries.set(key, entry)
    return entry
  }

  return {
    /** The cached entry while it is fresh (synchronous, so the hot path has no await). */
    peek(key: string): CachedBody | undefined {
      const entry = entries.get(key)
      return entry && entry.expiresAt > now() ? entry : undefined
    },
    /** Loads once, however many requests miss at the same moment. */
    load(key: string, load: () => Promise<unknown>): Promise<CachedBody> {
      let pending = loading.get(key)
      if (!pending) {
        pending = fill(key, load).finally(() => loading.delete(key))
        loading.set(key, pending)
      }
      return pending
    },
    invalidate(key: string) {
      versions.set(key, (versions.get(key) ?? 0) + 1)
      entries.delete(key)
      loading.delete(key)
    },
  }
}
export type PublicCache = ReturnType<typeof createPublicCache>

export function etagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`
}

/** RFC 9110 If-None-Match: a list of (weak-compared) tags, or `*`. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  const bare = etag.replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare)
}
