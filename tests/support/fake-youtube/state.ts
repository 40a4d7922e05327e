import { ytId } from './replies.ts'

/** A YouTube channel as the fake holds it. */
export interface FakeChannel {
  id: string
  title: string
  customUrl: string
  publishedAt: string
  uploadsPlaylistId: string
  /** False for a channel that has not verified its phone: thumbnails.set answers 403 forbidden. */
  allowCustomThumbnails: boolean
  /** Video ids, newest upload first (the order of the uploads playlist). */
  uploads: string[]
}

export interface FakeImage {
  bytes: Buffer
  contentType: string
}

export interface FakeVideo {
  id: string
  channelId: string
  title: string
  description: string
  publishedAt: string
  /** ISO 8601 duration, as contentDetails.duration gives it (PT4M13S). */
  duration: string
  privacyStatus: 'public' | 'unlisted' | 'private'
  thumbnail: FakeImage
  /** Bumped by each thumbnails.set, so the thumbnail URLs change as YouTube's do. */
  thumbnailVersion: number
  customThumbnail: boolean
  /** status.uploadStatus: 'uploaded' while YouTube is still processing it. */
  uploadStatus: 'uploaded' | 'processed'
}

/** One video's figures for one day: what the reach report and the Analytics API read. */
export interface DayFigures {
  videoId: string
  impressions: number
  /** Click-through rate as a fraction (0.05 is 5%), as the reach report's CSV holds it. */
  ctr: number
  views: number
  /** Seconds. */
  averageViewDuration: number
}

export interface FakeState {
  channels: Map<string, FakeChannel>
  videos: Map<string, FakeVideo>
  /** Figures by ISO day (YYYY-MM-DD, a Pacific day as YouTube counts them). */
  days: Map<string, DayFigures[]>
}

export const newState = (): FakeState => ({ channels: new Map(), videos: new Map(), days: new Map() })

/** What a video looks like before its creator sets a thumbnail: a 1×1 PNG frame stands in. */
const autoFrame = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

export function addChannel(state: FakeState, init: Partial<Omit<FakeChannel, 'uploads'>> = {}) {
  const id = init.id ?? `UC${ytId(22)}`
  const channel: FakeChannel = {
    title: 'Fake Channel',
    customUrl: `@fake${id.slice(2, 8).toLowerCase()}`,
    publishedAt: '2020-01-01T00:00:00Z',
    allowCustomThumbnails: true,
    ...init,
    id,
    // YouTube's uploads playlist id is the channel id with UC swapped for UU.
    uploadsPlaylistId: `UU${id.slice(2)}`,
    uploads: [],
  }
  state.channels.set(id, channel)
  return channel
}

export function addVideo(
  state: FakeState,
  channelId: string,
  init: Partial<Omit<FakeVideo, 'channelId' | 'thumbnailVersion'>> = {},
) {
  const channel = state.channels.get(channelId)
  if (!channel) throw new Error(`no fake channel ${channelId}`)
  const id = init.id ?? ytId(11)
  const video: FakeVideo = {
    title: `Video ${channel.uploads.length + 1}`,
    description: '',
    publishedAt: new Date().toISOString(),
    duration: 'PT4M13S',
    privacyStatus: 'public',
    thumbnail: { bytes: autoFrame, contentType: 'image/png' },
    customThumbnail: false,
    uploadStatus: 'processed',
    ...init,
    id,
    channelId,
    thumbnailVersion: 0,
  }
  state.videos.set(id, video)
  channel.uploads.unshift(id)
  return video
}

/** A day's figures per video; a second push for the same day and video replaces the first. */
export function addDayFigures(state: FakeState, day: string, figures: DayFigures[]) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`day must be YYYY-MM-DD, got ${day}`)
  const known = state.days.get(day) ?? []
  const replaced = new Set(figures.map((row) => row.videoId))
  state.days.set(day, [...known.filter((row) => !replaced.has(row.videoId)), ...figures])
}
