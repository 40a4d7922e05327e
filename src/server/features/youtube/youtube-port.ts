/**
 * What the shop needs from a YouTube channel, whoever answers: Google itself (google-channel.ts) or
 * the simulated channel used offline and in demos. Services speak only to this interface.
 *
 * Tokens go in and come out as plain values; the caller seals and stores them and never shows them.
 * Every call that may refresh the access token on the way hands back the tokens to keep.
 */
import type { PacificDate } from './pacific-day.ts'
import { quotaCost } from './quota.ts'

export interface YoutubeTokens {
  accessToken: string
  refreshToken: string
  /** When the access token lapses, in ms since the epoch; a token near it is refreshed first. */
  expiresAt: number
}

/** One call's outcome. Failures throw YoutubeError, which carries the same `quotaUnits` (never tokens). */
export interface YoutubeAnswer<T> {
  value: T
  /** Set when the access token was refreshed during the call: store these in place of the old ones. */
  tokens?: YoutubeTokens
  /** Data API units this call spent (Reporting and Analytics have quotas of their own: 0). */
  quotaUnits: number
}

export interface ConnectStart {
  /** Where to send the creator's browser. */
  url: string
  /** Keep server-side (in the session) until the callback; Google checks it against the challenge. */
  codeVerifier: string
}

export interface Connected {
  tokens: YoutubeTokens
  /** What the creator actually granted: Google lets them untick a scope on the consent screen. */
  scopes: string[]
}

/**
 * Whether the channel may upload custom thumbnails. 'unknown' when YouTube did not say; the answer of
 * thumbnails.set itself is the authority either way.
 */
export type CustomThumbnails = 'allowed' | 'not-allowed' | 'unknown'

export interface ChannelInfo {
  id: string
  title: string
  /** The playlist that holds every upload, newest first (listUploads reads it). */
  uploadsPlaylistId: string
  customThumbnails: CustomThumbnails
}

export type VideoPrivacy = 'public' | 'unlisted' | 'private'

export interface VideoSummary {
  id: string
  title: string
  publishedAt: string
  /** The largest size YouTube offers of the thumbnail live now; it changes after each set. */
  thumbnailUrl: string | null
  /** ISO 8601, as YouTube gives it (PT4M13S), and the same in seconds. */
  duration: string
  durationSeconds: number
  privacy: VideoPrivacy
  /**
   * status.uploadStatus is 'processed': YouTube takes a custom thumbnail only then (a Short's,
   * since November 2026, once its processing is complete). False while it is 'uploaded'.
   */
  processed: boolean
}

export interface UploadsPage {
  videos: VideoSummary[]
  nextPageToken: string | null
  prevPageToken: string | null
  totalResults: number
}

export interface ThumbnailImage {
  bytes: Buffer
  mimeType: 'image/jpeg' | 'image/png'
}

/** One report the Reporting API has ready: one Pacific day of the reach figures. */
export interface ReachReport {
  id: string
  startTime: string
  endTime: string
  /** A day can be issued again (a correction or a backfill); keep the one created last. */
  createTime: string
  downloadUrl: string
}

export interface ReachDay {
  day: PacificDate
  videoId: string
  impressions: number
  /** Click-through rate as a fraction (0.05 is 5%). */
  ctr: number
  /** impressions × ctr, rounded: the report gives the rate, not the count. */
  clicks: number
}

export interface ViewsDay {
  day: PacificDate
  views: number
  /** Seconds. */
  averageViewDuration: number
}

export interface YoutubeChannelPort {
  /** The consent screen's address, with PKCE (S256) and the caller's `state` bound to the session. */
  startConnect(state: string): Promise<ConnectStart>
  exchangeCode(input: { code: string; codeVerifier: string }): Promise<Connected>
  refresh(tokens: YoutubeTokens): Promise<YoutubeTokens>
  /** Ends the grant at Google; a grant already gone counts as revoked. */
  revoke(tokens: YoutubeTokens): Promise<void>

  channel(tokens: YoutubeTokens): Promise<YoutubeAnswer<ChannelInfo>>
  /** One page of uploads (at most 50), newest first. */
  listUploads(
    tokens: YoutubeTokens,
    page: { uploadsPlaylistId: string; pageToken?: string; pageSize?: number },
  ): Promise<YoutubeAnswer<UploadsPage>>
  /** Up to 50 videos by id; ids YouTube does not know (or hides) are left out. */
  getVideos(tokens: YoutubeTokens, ids: string[]): Promise<YoutubeAnswer<VideoSummary[]>>
  setThumbnail(
    tokens: YoutubeTokens,
    videoId: string,
    image: ThumbnailImage,
  ): Promise<YoutubeAnswer<{ thumbnailUrl: string | null }>>
  /** The bytes behind a thumbnail URL (public, no token), kept before replacing so they can be restored. */
  fetchThumbnail(url: string): Promise<ThumbnailImage>

  /** The reach job's id, created the first time (reports start about 48 hours later). */
  ensureReachJob(tokens: YoutubeTokens): Promise<YoutubeAnswer<{ jobId: string }>>
  listReachReports(
    tokens: YoutubeTokens,
    jobId: string,
    filter?: { createdAfter?: Date },
  ): Promise<YoutubeAnswer<ReachReport[]>>
  downloadReachReport(tokens: YoutubeTokens, report: ReachReport): Promise<YoutubeAnswer<ReachDay[]>>
  /** Views and average view duration per day for one video, from the Analytics API. */
  viewsByDay(
    tokens: YoutubeTokens,
    query: { videoId: string; startDate: PacificDate; endDate: PacificDate },
  ): Promise<YoutubeAnswer<ViewsDay[]>>
}

/**
 * Data API units per port call, known before the call so the caller can refuse one that would pass
 * the day's quota (a call refreshed after a 401 is tried twice and reports twice the units).
 */
export const CALL_QUOTA_UNITS = {
  channel: quotaCost('channels.list'),
  // One page of the uploads playlist, then videos.list for the durations it does not carry.
  listUploads: quotaCost('playlistItems.list') + quotaCost('videos.list'),
  getVideos: quotaCost('videos.list'),
  setThumbnail: quotaCost('thumbnails.set'),
} as const
