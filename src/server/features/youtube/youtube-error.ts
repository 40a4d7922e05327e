/**
 * Every failure of a YouTube call becomes one YoutubeError: a `kind` the code branches on and a
 * message the creator reads as it is. Google's bodies are read for their reason only; nothing of the
 * request is kept, since a Gaxios error's config holds the Authorization header and token forms.
 *
 * Reasons from developers.google.com/youtube/v3/docs/errors and docs/thumbnails/set (forbidden,
 * invalidImage, mediaBodyRequired, videoNotFound, quotaExceeded) and the OAuth error codes of
 * developers.google.com/identity/protocols/oauth2/web-server (invalid_grant).
 */
import { quotaResetsAt } from './quota.ts'

export type YoutubeErrorKind =
  | 'reconnect-needed'
  | 'custom-thumbnails-not-allowed'
  | 'image-refused'
  | 'video-gone'
  | 'quota-exceeded'
  | 'unavailable'

export const VERIFY_URL = 'https://www.youtube.com/verify'

export const YOUTUBE_MESSAGES = {
  reconnect: 'YouTube no longer accepts this connection. Reconnect your channel.',
  missingScope:
    'YouTube did not give us every permission this needs. Reconnect your channel and allow both permissions on Google’s screen.',
  customThumbnails: `YouTube lets only verified channels use custom thumbnails. Verify your channel at ${VERIFY_URL}, then try again.`,
  imageRefused:
    'YouTube refused this image. Use a JPEG or PNG under 50 MB, ideally 1280 × 720 pixels, and try again.',
  videoGone: 'This video is no longer on your channel, or YouTube cannot find it. Pick another video.',
  quota: 'YouTube’s daily limit for this shop is used up. It resets at midnight Pacific time.',
  unavailable: 'YouTube is not answering right now. Nothing was changed. Try again in a few minutes.',
  noChannel: 'This Google account has no YouTube channel. Connect with the account that owns your channel.',
  refused:
    'YouTube turned this request down. Nothing was changed. Try again later, or tell us if it keeps happening.',
} as const

export class YoutubeError extends Error {
  readonly kind: YoutubeErrorKind
  /** Data API units the failed call still spent (Google counts invalid requests too). */
  quotaUnits: number
  /** For logs: the HTTP status and Google's reason (never a token). */
  readonly status: number | undefined
  readonly reason: string | undefined
  /** For quota-exceeded: the next Pacific midnight. */
  readonly resetsAt: Date | undefined

  constructor(
    kind: YoutubeErrorKind,
    message: string,
    detail: { status?: number; reason?: string; quotaUnits?: number; resetsAt?: Date } = {},
  ) {
    super(message)
    this.name = 'YoutubeError'
    this.kind = kind
    this.status = detail.status
    this.reason = detail.reason
    this.quotaUnits = detail.quotaUnits ?? 0
    this.resetsAt = detail.resetsAt
  }
}

/** An HTTP answer our own fetch calls (Reporting, thumbnails) refused, shaped like a Gaxios error. */
export class GoogleHttpFailure extends Error {
  readonly response: { status: number; data: unknown }
  constructor(status: number, data: unknown) {
    super(`Google answered ${status}`)
    this.response = { status, data }
  }
}

export type CallKind = 'oauth' | 'data' | 'set-thumbnail' | 'figures' | 'image'

/** Google's reason: the OAuth `error` string, or the first `errors[].reason` of an API error. */
export function googleReason(data: unknown): string | undefined {
  if (!data || typeof data !== 'object') return undefined
  const body = data as { error?: unknown }
  if (typeof body.error === 'string') return body.error
  const inner = body.error as { errors?: Array<{ reason?: string }>; status?: string } | undefined
  return inner?.errors?.[0]?.reason ?? inner?.status
}

export function statusOf(error: unknown): number | undefined {
  const status = (error as { response?: { status?: unknown } } | null)?.response?.status
  return typeof status === 'number' ? status : undefined
}

/** The one place a thrown error becomes a YoutubeError; `during` says what was being done. */
export function toYoutubeError(error: unknown, during: CallKind, now = new Date()): YoutubeError {
  if (error instanceof YoutubeError) return error
  const status = statusOf(error)
  const reason = googleReason((error as { response?: { data?: unknown } } | null)?.response?.data)
  const make = (kind: YoutubeErrorKind, message: string, resetsAt?: Date) =>
    new YoutubeError(kind, message, {
      ...(status === undefined ? {} : { status }),
      ...(reason === undefined ? {} : { reason }),
      ...(resetsAt ? { resetsAt } : {}),
    })
  const busy = status === 429 || /rateLimitExceeded$/i.test(reason ?? '')
  if (status === undefined || status >= 500 || busy) return make('unavailable', YOUTUBE_MESSAGES.unavailable)
  // Our OAuth client itself was refused (wrong secret, deleted client): the operator's to fix.
  if (reason === 'invalid_client' || reason === 'unauthorized_client')
    return make('unavailable', YOUTUBE_MESSAGES.refused)
  // A refresh refused, or an access token still refused after one: the grant is gone.
  if (reason === 'invalid_grant' || reason === 'invalid_token' || status === 401) {
    return make('reconnect-needed', YOUTUBE_MESSAGES.reconnect)
  }
  if (reason === 'channelNotFound') return make('reconnect-needed', YOUTUBE_MESSAGES.noChannel)
  if (reason === 'insufficientPermissions') return make('reconnect-needed', YOUTUBE_MESSAGES.missingScope)
  if (reason === 'quotaExceeded' || reason === 'dailyLimitExceeded') {
    return make('quota-exceeded', YOUTUBE_MESSAGES.quota, quotaResetsAt(now))
  }
  if (status === 404 && (during === 'set-thumbnail' || during === 'image' || reason === 'videoNotFound')) {
    return make('video-gone', YOUTUBE_MESSAGES.videoGone)
  }
  if (during === 'set-thumbnail' && status === 403) {
    return make('custom-thumbnails-not-allowed', YOUTUBE_MESSAGES.customThumbnails)
  }
  if (during === 'set-thumbnail' && (status === 400 || status === 413)) {
    return make('image-refused', YOUTUBE_MESSAGES.imageRefused)
  }
  return make('unavailable', YOUTUBE_MESSAGES.refused)
}
