import { z } from 'zod'

/** How many channels one account may connect (issue 30, item 1). */
export const YOUTUBE_MAX_CHANNELS = 3
/** The day's Data API units Google gives a new project; the operator can enter a raised one. */
export const YOUTUBE_DEFAULT_DAILY_QUOTA = 10_000
/** The share of the day's units one creator may spend, in percent (Admin › Settings › YouTube). */
export const YOUTUBE_DEFAULT_CREATOR_SHARE = 25

/** Google's callback for the YouTube connection: the redirect URI the operator registers. */
export const YOUTUBE_CALLBACK_PATH = '/api/youtube/callback'

export const youtubeMessages = {
  channelLimit: `You can connect up to ${YOUTUBE_MAX_CHANNELS} channels. Disconnect one first.`,
  googleNotConfigured:
    'Connecting a YouTube channel is not set up on this shop yet. Ask the operator to enter a Google OAuth client.',
  simulatedOff: 'The simulated channel is not offered on this shop.',
  connectExpired: 'That connection attempt expired or came from another session. Start again.',
  connectDenied: 'Google did not connect your channel: the permission screen was closed or declined.',
  connected: 'Channel connected',
  disconnected: 'Channel disconnected',
  published: 'Thumbnail set on YouTube',
  restored: 'Original thumbnail restored',
  testRunning: 'A thumbnail test is running on this video. Stop the test first, or wait until it ends.',
  nothingToRestore: 'There is no earlier thumbnail of ours to undo on this video.',
  notFinished: 'This thumbnail is not finished yet.',
  shortNotReady:
    'YouTube sets a Short’s cover only once the Short has finished processing. Try again when it shows on your channel.',
  notProcessed:
    'YouTube is still processing this video. Set its thumbnail once the video shows on your channel.',
  settingsSaved: 'YouTube settings saved',
} as const

/**
 * Where Google's callback sends the browser back: `/user/youtube?connected=1`, or `?error=<code>`
 * with one of these codes (a code, not words, so a crafted link cannot put its own text on our page).
 */
export const youtubeCallbackErrors = {
  denied: youtubeMessages.connectDenied,
  expired: youtubeMessages.connectExpired,
  limit: youtubeMessages.channelLimit,
  'no-channel':
    'This Google account has no YouTube channel. Connect with the account that owns your channel.',
  'missing-scope':
    'Google did not give us both permissions. Connect again and leave both boxes ticked on Google’s screen.',
  unavailable: 'YouTube is not answering right now. Nothing was changed. Try again in a few minutes.',
} as const
export type YoutubeCallbackError = keyof typeof youtubeCallbackErrors

/** The two permissions we ask for, in words a creator can weigh before granting them. */
export const YOUTUBE_SCOPE_WORDS = [
  {
    scope: 'https://www.googleapis.com/auth/youtube.force-ssl',
    allows:
      'See and manage your YouTube videos: we use it only to list your uploads and to set, or put back, their thumbnails.',
  },
  {
    scope: 'https://www.googleapis.com/auth/yt-analytics.readonly',
    allows:
      'Read your channel’s YouTube Analytics: impressions, click-through rate and views, for your thumbnail tests. It cannot change anything.',
  },
] as const

export const youtubeSourceSchema = z.enum(['google', 'simulated'])
export type YoutubeSource = z.infer<typeof youtubeSourceSchema>

export const youtubeChannelSchema = z.object({
  id: z.string(),
  /** YouTube's own id of the channel (UC…; sim-… for the simulated one). */
  channelId: z.string(),
  title: z.string(),
  source: youtubeSourceSchema,
  /** 'reconnect': Google no longer accepts the grant (invalid_grant); nothing works until reconnected. */
  status: z.enum(['connected', 'reconnect']),
  customThumbnails: z.enum(['allowed', 'not-allowed', 'unknown']),
  connectedAt: z.string(),
})
export type YoutubeChannel = z.infer<typeof youtubeChannelSchema>

/** GET /api/youtube/channels: mine, and which ways to connect this shop offers. */
export const youtubeChannelsSchema = z.object({
  channels: z.array(youtubeChannelSchema),
  max: z.number(),
  offers: z.object({ google: z.boolean(), simulated: z.boolean() }),
  scopes: z.array(z.object({ scope: z.string(), allows: z.string() })),
})
export type YoutubeChannels = z.infer<typeof youtubeChannelsSchema>

export const youtubeConnectBodySchema = z.object({ source: youtubeSourceSchema }).strict()
export const youtubeConnectStartSchema = z.object({ url: z.string() })

export const youtubeVideosQuerySchema = z.object({
  pageToken: z.string().trim().max(200).optional(),
  /** Searches the titles of the channel's most recent uploads. */
  q: z.string().trim().max(100).optional(),
})

export const youtubeVideoSchema = z.object({
  id: z.string(),
  title: z.string(),
  publishedAt: z.string(),
  /** The thumbnail live now (YouTube's largest size), or null when YouTube gives none. */
  thumbnailUrl: z.string().nullable(),
  /** As a creator reads it: 4:13, 1:02:05. */
  duration: z.string(),
  durationSeconds: z.number(),
  privacy: z.enum(['public', 'unlisted', 'private']),
  /** 60 s or shorter: YouTube may show it as a Short. */
  isShort: z.boolean(),
  /** Why 'Set as thumbnail' cannot work on this video, or null when it can. */
  cannotSet: z.string().nullable(),
  /** We replaced its thumbnail and kept the one before: 'Restore original' puts it back. */
  restorable: z.boolean(),
})
export type YoutubeVideo = z.infer<typeof youtubeVideoSchema>

export const youtubeVideosPageSchema = z.object({
  videos: z.array(youtubeVideoSchema),
  nextPageToken: z.string().nullable(),
  prevPageToken: z.string().nullable(),
  totalResults: z.number(),
})
export type YoutubeVideosPage = z.infer<typeof youtubeVideosPageSchema>

export const youtubePublishBodySchema = z.object({ generationId: z.string().trim().min(1).max(64) }).strict()
export const youtubePublishResultSchema = z.object({
  thumbnailUrl: z.string().nullable(),
  restorable: z.boolean(),
  message: z.string(),
})
export type YoutubePublishResult = z.infer<typeof youtubePublishResultSchema>

/** Admin › Settings › YouTube: what to register with Google, and the day's quota. */
export const adminYoutubeSchema = z.object({
  /** Exactly what to enter in Google Cloud as an authorized redirect URI. */
  redirectUri: z.string(),
  /** The Google OAuth client (Admin › Settings › Google) has an id and a secret. */
  googleConfigured: z.boolean(),
  /** The simulated channel is offered to creators (local installs, demos). */
  simulated: z.boolean(),
  dailyQuota: z.number(),
  creatorSharePercent: z.number(),
  usedToday: z.number(),
  /** The next midnight Pacific time, ISO 8601. */
  resetsAt: z.string(),
})
export type AdminYoutube = z.infer<typeof adminYoutubeSchema>

export const adminYoutubeInputSchema = z
  .object({
    dailyQuota: z.coerce
      .number({ message: 'Enter the daily quota Google shows for your project' })
      .int('Enter a whole number of units')
      .min(100, 'The daily quota must be at least 100 units')
      .max(100_000_000, 'The daily quota must be at most 100,000,000 units'),
    creatorSharePercent: z.coerce
      .number({ message: 'Enter a share between 1 and 100 percent' })
      .int('Enter a whole number of percent')
      .min(1, 'Enter a share between 1 and 100 percent')
      .max(100, 'Enter a share between 1 and 100 percent'),
  })
  .strict()
export type AdminYoutubeInput = z.infer<typeof adminYoutubeInputSchema>
