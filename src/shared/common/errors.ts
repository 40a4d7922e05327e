import { z } from 'zod'

/** The small, closed set of error codes the API answers with. The client parses the same shape. */
export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  INSUFFICIENT_CREDITS: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** Issue 11: a creator already keeps PERSONAS_MAX personas. */
  PERSONA_LIMIT: 409,
  /** Issue 11: a persona already holds PERSONA_PHOTOS_MAX photos. */
  PHOTO_LIMIT: 409,
  /** 'Edit with AI' on a thumbnail that is not finished (issue 11). */
  EDIT_NOT_READY: 409,
  /** 'Edit with AI' while the site has no Gemini image model (issue 11). */
  EDIT_NEEDS_GEMINI: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  LIMIT_REACHED: 422,
  /** A persona photo with no face in it, or too little of a person to use (issue 27: 400). */
  NO_PERSON_FOUND: 400,
  RATE_LIMITED: 429,
  PAYMENT_FAILED: 402,
  PROVIDER_ERROR: 502,
  /** A bounded read (an admin list, search or the dashboard) ran past its statement timeout. */
  QUERY_TIMEOUT: 503,
  /** Issue 24: the image threads' waiting line is full for everyone; the server is busy. */
  SERVER_BUSY: 503,
  /** Issue 24: an image step ran past its time limit and was stopped (its thread replaced). */
  IMAGE_TIMEOUT: 503,
  INTERNAL: 500,
  /** Issue 11: a persona that is not the caller's (or no longer exists) chosen for a run. */
  PERSONA_NOT_FOUND: 404,
  /** Issue 11: 'AI likeness' asked for while the image provider is offline. */
  LIKENESS_NEEDS_GEMINI: 409,
  /** Issue 27: 'AI-drawn text' asked for while the image provider is offline (it draws no title). */
  AI_TEXT_NEEDS_GEMINI: 409,
  /** Issue 30: Google no longer accepts the channel's grant (invalid_grant, or a permission untaken). */
  YOUTUBE_RECONNECT: 409,
  /** Issue 30: the channel may not use custom thumbnails until it is verified. */
  YOUTUBE_NOT_VERIFIED: 403,
  /** Issue 30: YouTube refused the image itself. */
  YOUTUBE_IMAGE_REFUSED: 422,
  /** Issue 30: the video is gone from the channel, or YouTube cannot find it. */
  YOUTUBE_VIDEO_GONE: 404,
  /** Issue 30: the day's YouTube quota (the shop's, or this creator's share) is used up. */
  YOUTUBE_QUOTA: 429,
  /** Issue 30: YouTube did not answer, or turned the request down; nothing changed. */
  YOUTUBE_UNAVAILABLE: 502,
  /** Issue 30: an account already keeps YOUTUBE_MAX_CHANNELS channels. */
  CHANNEL_LIMIT: 409,
} as const

export type ErrorCode = keyof typeof ERROR_STATUS

export const errorCodes = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]

export const errorIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
})

export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    issues: z.array(errorIssueSchema).optional(),
  }),
})

export type ErrorBody = z.infer<typeof errorBodySchema>
export type ErrorIssue = z.infer<typeof errorIssueSchema>
