import {
  type AdminYoutube,
  YOUTUBE_MAX_CHANNELS,
  YOUTUBE_SCOPE_WORDS,
  type YoutubeChannel,
  type YoutubeChannels,
  type YoutubeVideo,
  type YoutubeVideosPage,
} from '#shared/youtube/schemas.ts'
import { json } from '#web/test/fetch-stub.ts'

/** Test data shaped exactly like the server's answers (the schemas parse them in the hooks). */
export function channelFixture(n = 1, overrides: Partial<YoutubeChannel> = {}): YoutubeChannel {
  return {
    id: `ch-${n}`,
    channelId: `UC000000000000000000000${n}`,
    title: n === 1 ? 'Mia Plays' : `Channel ${n}`,
    source: 'google',
    status: 'connected',
    customThumbnails: 'allowed',
    connectedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  }
}

export function channelsFixture(
  channels: YoutubeChannel[],
  offers: YoutubeChannels['offers'] = { google: true, simulated: true },
): YoutubeChannels {
  return { channels, max: YOUTUBE_MAX_CHANNELS, offers, scopes: YOUTUBE_SCOPE_WORDS.map((s) => ({ ...s })) }
}

export function videoFixture(n = 1, overrides: Partial<YoutubeVideo> = {}): YoutubeVideo {
  return {
    id: `vid-${n}`,
    title: `Video ${n}`,
    publishedAt: '2026-11-01T12:00:00.000Z',
    thumbnailUrl: `https://i.ytimg.com/vi/vid-${n}/maxresdefault.jpg`,
    duration: '4:13',
    durationSeconds: 253,
    privacy: 'public',
    isShort: false,
    cannotSet: null,
    restorable: false,
    ...overrides,
  }
}

export function pageOf(
  videos: YoutubeVideo[],
  tokens: { next?: string; prev?: string } = {},
): YoutubeVideosPage {
  return {
    videos,
    nextPageToken: tokens.next ?? null,
    prevPageToken: tokens.prev ?? null,
    totalResults: videos.length,
  }
}

export const adminYoutubeFixture = (overrides: Partial<AdminYoutube> = {}): AdminYoutube => ({
  redirectUri: 'https://shop.example/api/youtube/callback',
  googleConfigured: true,
  simulated: false,
  dailyQuota: 10_000,
  creatorSharePercent: 25,
  usedToday: 1_250,
  resetsAt: '2026-11-29T08:00:00.000Z',
  ...overrides,
})

/** An API refusal in the house shape. */
export const refusal = (status: number, code: string, message: string) =>
  json(status, { error: { code, message } })

/** The videos request's query, as the fetch stub saw it. */
export const queryOf = (url: URL) => ({
  q: url.searchParams.get('q'),
  pageToken: url.searchParams.get('pageToken'),
})
