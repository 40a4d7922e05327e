import { describe, expect, it } from 'vitest'
import { GoogleHttpFailure, toYoutubeError, YOUTUBE_MESSAGES } from './youtube-error.ts'

const apiError = (status: number, reason: string) =>
  new GoogleHttpFailure(status, { error: { code: status, errors: [{ reason }] } })

// The refusals the fake Google server does not produce; the rest are proven against it.
describe('toYoutubeError', () => {
  it('asks to try again later for Google’s own failures and rate limits', () => {
    for (const failure of [
      apiError(503, 'backendError'),
      apiError(429, 'tooMany'),
      apiError(403, 'userRateLimitExceeded'),
    ]) {
      expect(toYoutubeError(failure, 'data')).toMatchObject({
        kind: 'unavailable',
        message: YOUTUBE_MESSAGES.unavailable,
      })
    }
  })

  it('asks to reconnect when a permission was not granted, saying which to allow', () => {
    expect(toYoutubeError(apiError(403, 'insufficientPermissions'), 'figures')).toMatchObject({
      kind: 'reconnect-needed',
      message: YOUTUBE_MESSAGES.missingScope,
    })
  })

  it('does not blame the creator’s connection when the shop’s OAuth client is refused', () => {
    const refused = new GoogleHttpFailure(401, { error: 'invalid_client', error_description: 'Unauthorized' })
    expect(toYoutubeError(refused, 'oauth')).toMatchObject({
      kind: 'unavailable',
      message: YOUTUBE_MESSAGES.refused,
    })
  })

  it('reads a 403 as the custom-thumbnail refusal only for thumbnails.set', () => {
    expect(toYoutubeError(apiError(403, 'forbidden'), 'set-thumbnail').kind).toBe(
      'custom-thumbnails-not-allowed',
    )
    expect(toYoutubeError(apiError(403, 'forbidden'), 'data').kind).toBe('unavailable')
  })
})
