import { createHash } from 'node:crypto'
import { createCache } from './cache.ts'
import { compressOnce, type Encodings } from './hot-path.ts'

export type CachedBody = Encodings & {
  /** The JSON body, serialized once and sent as is (or as its gzip/br copy). */
  body: string
  /** Weak, because compression may re-encode the same body. */
  etag: string
}

/**
 * Public GETs (the content sections, the package list) are the hottest calls on the site, so each answer is serialized
 * once and kept with its ETag. Writes invalidate at once, on every instance when they share Redis;
 * the TTL bounds how long another instance (sharing the database) can show an older copy otherwise.
 * A handful of keys, so the size bound is only a guard.
 */
export function createPublicCache(ttlMs: number, now?: () => number) {
  const answers = createCache<CachedBody>({ max: 1_000, ttlMs, now })
  return {
    /** The cached entry while it is fresh (synchronous, so the hot path has no await). */
    peek: answers.peek,
    /** Loads once, however many requests miss at the same moment; a write meanwhile keeps it from being stored. */
    load: async (key: string, load: () => Promise<unknown>): Promise<CachedBody> =>
      answers.load(key, async () => {
        const body = JSON.stringify(await load())
        return { body, ...compressOnce(body), etag: etagOf(body) }
      }),
    invalidate: answers.forget,
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
