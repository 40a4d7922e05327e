/**
 * A channel's pages of uploads, kept briefly (issue 30, item 2: cached briefly): paging back and
 * forth, or searching as one types, costs the day's units once a minute rather than per keystroke.
 * A channel's pages are dropped at once when we change one of its thumbnails.
 */
import { createCache } from '../../lib/cache.ts'
import type { UploadsPage } from './youtube-port.ts'

const UPLOADS_TTL_MS = 60_000

export interface UploadsCache {
  load(channelRowId: string, pageToken: string, read: () => Promise<UploadsPage>): Promise<UploadsPage>
  forget(channelRowId: string): void
}

export function createUploadsCache(): UploadsCache {
  const pages = createCache<UploadsPage>({ max: 1000, ttlMs: UPLOADS_TTL_MS })
  // A channel's generation is part of each key: forgetting a channel moves it on, orphaning its pages.
  const generations = new Map<string, number>()
  const keyOf = (channelRowId: string, pageToken: string) =>
    `${channelRowId}:${generations.get(channelRowId) ?? 0}:${pageToken}`
  return {
    load: async (channelRowId, pageToken, read) => pages.load(keyOf(channelRowId, pageToken), read),
    forget(channelRowId) {
      generations.set(channelRowId, (generations.get(channelRowId) ?? 0) + 1)
    },
  }
}
