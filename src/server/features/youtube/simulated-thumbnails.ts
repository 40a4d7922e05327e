/**
 * The simulated channel's thumbnails: every video starts with a plain generated image (version 0),
 * and each set adds a version, never replacing one, so the original can always be restored and the
 * figures of a past day can read the image that was live then. The bytes sit behind a small store
 * so the app can later keep them somewhere lasting; the default keeps them in memory.
 */
import sharp from 'sharp'
import { sniffImageFormat } from '#shared/common/image-format.ts'
import type { ThumbnailImage } from './youtube-port.ts'

export interface StoredThumbnail {
  version: number
  /** ISO 8601 instant it went live. */
  setAt: string
  image: ThumbnailImage
}

export interface SimulatedThumbnailStore {
  /** Every thumbnail set on the video, oldest first; empty while the generated original is live. */
  history(videoId: string): Promise<StoredThumbnail[]>
  add(videoId: string, thumbnail: StoredThumbnail): Promise<void>
}

export function memoryThumbnailStore(): SimulatedThumbnailStore {
  const byVideo = new Map<string, StoredThumbnail[]>()
  return {
    history: async (videoId) => [...(byVideo.get(videoId) ?? [])],
    async add(videoId, thumbnail) {
      byVideo.set(videoId, [...(byVideo.get(videoId) ?? []), thumbnail])
    },
  }
}

/** thumbnails.set's size limit since September 2026. */
export const MAX_SIMULATED_IMAGE_BYTES = 50 * 1024 * 1024

/**
 * What thumbnails.set would take: JPEG or PNG by its bytes, declared as what it is, under the limit,
 * and an image sharp can actually read (a JPEG signature on broken bytes is refused too).
 */
export async function acceptableImage(image: ThumbnailImage): Promise<boolean> {
  const format = sniffImageFormat(image.bytes)
  const declared = image.mimeType === 'image/jpeg' ? 'jpeg' : image.mimeType === 'image/png' ? 'png' : null
  if (!format || format !== declared || image.bytes.length > MAX_SIMULATED_IMAGE_BYTES) return false
  return sharp(image.bytes)
    .metadata()
    .then((meta) => Boolean(meta.width && meta.height))
    .catch(() => false)
}

let original: Promise<ThumbnailImage> | undefined

/** The neutral image every sample video starts with: 1280 × 720 mid grey, no title, no face. */
export function originalThumbnail(): Promise<ThumbnailImage> {
  original ??= sharp({ create: { width: 1280, height: 720, channels: 3, background: '#8a8f98' } })
    .png()
    .toBuffer()
    .then((bytes) => ({ bytes, mimeType: 'image/png' as const }))
  return original
}

/** The thumbnail live at `at`: the last one set by then, or the original. */
export function liveAt(history: readonly StoredThumbnail[], at: Date): StoredThumbnail | undefined {
  return history.filter((entry) => Date.parse(entry.setAt) <= at.getTime()).at(-1)
}

/**
 * A thumbnail's address on the shop itself, i.ytimg.com's shape with the version as `?v=`, so the
 * URL changes with each set and a kept URL still names the image it showed.
 */
export function thumbnailUrl(base: string, videoId: string, version: number): string {
  const url = new URL(`${base.replace(/\/$/, '')}/${encodeURIComponent(videoId)}/maxresdefault`)
  url.searchParams.set('v', String(version))
  return url.href
}

/** The video and version a thumbnail URL names, or undefined when it is not one of ours. */
export function parseThumbnailUrl(
  base: string,
  url: string,
): { videoId: string; version: number } | undefined {
  const prefix = `${base.replace(/\/$/, '')}/`
  if (!url.startsWith(prefix)) return undefined
  const parsed = new URL(url)
  const match = /^([^/]+)\/maxresdefault$/.exec(url.slice(prefix.length).split('?')[0] ?? '')
  const version = Number(parsed.searchParams.get('v'))
  if (!match?.[1] || !Number.isInteger(version) || version < 0) return undefined
  return { videoId: decodeURIComponent(match[1]), version }
}
