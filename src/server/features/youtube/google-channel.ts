/**
 * The real YouTube channel: Google's OAuth, Data API, Reporting API and Analytics API behind the
 * port. Every base URL can be replaced (tests point them at tests/support/fake-youtube).
 */
import { googleDataApi } from './google-data-api.ts'
import { googleFigures } from './google-figures.ts'
import { GOOGLE_ENDPOINTS, type GoogleYoutubeOptions, googleOauth } from './google-oauth.ts'
import type { YoutubeChannelPort } from './youtube-port.ts'

export function createGoogleYoutubeChannel(options: GoogleYoutubeOptions): YoutubeChannelPort {
  const endpoints = { ...GOOGLE_ENDPOINTS, ...options.endpoints }
  const oauth = googleOauth(options, endpoints)
  return {
    startConnect: oauth.startConnect,
    exchangeCode: oauth.exchangeCode,
    refresh: oauth.refresh,
    revoke: oauth.revoke,
    ...googleDataApi(oauth, endpoints),
    ...googleFigures(oauth, endpoints),
  }
}
