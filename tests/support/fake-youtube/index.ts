import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { analyticsQuery } from './analytics.ts'
import { dataApi, type Quota } from './data-api.ts'
import { fakeOauth, type OauthKnobs } from './oauth.ts'
import { type FakeRequest, googleError, json, type Reply } from './replies.ts'
import { fakeReporting } from './reporting.ts'
import {
  addChannel,
  addDayFigures,
  addVideo,
  type DayFigures,
  type FakeChannel,
  type FakeState,
  type FakeVideo,
  newState,
} from './state.ts'
import { serveThumbnail } from './thumbnails.ts'

export { SCOPES } from './oauth.ts'
export { MAX_THUMBNAIL_BYTES } from './thumbnails.ts'
export type { DayFigures, FakeChannel, FakeVideo }

/**
 * A local HTTP server speaking the Google APIs a YouTube connection uses, each written from Google's
 * documentation (the pages are cited at the top of each file here): OAuth 2.0 (oauth.ts), the
 * YouTube Data API v3 (data-api.ts, thumbnails.ts), the YouTube Reporting API (reporting.ts) and
 * the YouTube Analytics API v2 (analytics.ts). Everything lives in memory; tests shape it through
 * the methods below and read what it received in `calls`.
 *
 * Point real clients at `urls`: OAuth2Client's `endpoints`, `google.youtube({ rootUrl })`,
 * `google.youtubeAnalytics({ rootUrl })`, and the Reporting API's base for plain fetch.
 */
export interface FakeYoutube extends Pick<OauthKnobs, 'clientId' | 'clientSecret'> {
  url: string
  urls: {
    authorize: string
    token: string
    revoke: string
    /**
     * rootUrl for @googleapis/youtube (serves /youtube/v3 and /upload/youtube/v3). Pass it again per
     * call to thumbnails.set: the package applies a client's rootUrl to method URLs, not upload URLs.
     */
    dataApi: string
    /** Base of the Reporting API: `${reporting}/v1/jobs`. */
    reporting: string
    /** rootUrl for @googleapis/youtubeanalytics (serves /v2/reports). */
    analytics: string
  }
  /** The OAuth client (register redirect URIs here), who consents next, and the failure knobs. */
  oauth: OauthKnobs
  /** Data API quota units: `used` today of `limit` (10,000 by default, Google's default per project). */
  quota: Quota
  /** Every request received, in order (the Authorization header's value is never kept). */
  calls: Array<{ method: string; path: string; query: string }>
  state: FakeState
  addChannel(init?: Partial<Omit<FakeChannel, 'uploads' | 'uploadsPlaylistId'>>): FakeChannel
  addVideo(channelId: string, init?: Partial<Omit<FakeVideo, 'channelId' | 'thumbnailVersion'>>): FakeVideo
  /** One Pacific day's figures per video: a reach report appears for every reach job, and reports.query sees them. */
  addDay(day: string, figures: DayFigures[]): void
  /** Every access token issued so far expires now. */
  expireAccessTokens(): void
  /** The clock the Reporting API stamps createTime with. */
  now: () => Date
  close(): Promise<void>
}

export async function startFakeYoutube(): Promise<FakeYoutube> {
  const state = newState()
  const quota: Quota = { limit: 10_000, used: 0 }
  const calls: FakeYoutube['calls'] = []
  const knobs: OauthKnobs = {
    clientId: `${randomBytes(6).toString('hex')}-yt.apps.googleusercontent.com`,
    clientSecret: `GOCSPX-${randomBytes(12).toString('base64url')}`,
    redirectUris: [],
    consentingChannelId: () => state.channels.keys().next().value,
    denyNext: false,
    failNextRefresh: false,
    authorizations: [],
  }
  const oauth = fakeOauth(knobs)
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const fake: FakeYoutube = {
    url,
    urls: {
      authorize: `${url}/o/oauth2/v2/auth`,
      token: `${url}/token`,
      revoke: `${url}/revoke`,
      dataApi: `${url}/`,
      reporting: `${url}/reporting`,
      analytics: `${url}/`,
    },
    clientId: knobs.clientId,
    clientSecret: knobs.clientSecret,
    oauth: knobs,
    quota,
    calls,
    state,
    addChannel: (init) => addChannel(state, init),
    addVideo: (channelId, init) => addVideo(state, channelId, init),
    addDay(day, figures) {
      addDayFigures(state, day, figures)
      reporting.publishDay(day)
    },
    expireAccessTokens: oauth.expireAccessTokens,
    now: () => new Date(),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
  const reporting = fakeReporting(state, url, () => fake.now())

  function route(request: FakeRequest): Reply {
    const { method, path } = request
    if (method === 'GET' && path === '/o/oauth2/v2/auth') return oauth.authorize(request)
    if (method === 'POST' && path === '/token') return oauth.token(request)
    if (method === 'POST' && path === '/revoke') return oauth.revoke(request)
    if (method === 'GET') {
      const image = serveThumbnail(state, path)
      if (image) return image
    }
    const access = oauth.authenticate(request)
    if ('status' in access) return access
    return (
      dataApi(state, quota, url, access, request) ??
      reporting.route(access, request) ??
      analyticsQuery(state, access, request) ??
      googleError(404, 'notFound', `Not Found: ${method} ${path}`)
    )
  }

  server.on('request', (incoming, response) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', () => {
      const target = new URL(incoming.url ?? '/', url)
      calls.push({ method: incoming.method ?? 'GET', path: target.pathname, query: target.search })
      let answer: Reply
      try {
        answer = route({
          method: incoming.method ?? 'GET',
          path: target.pathname,
          query: target.searchParams,
          headers: incoming.headers,
          body: Buffer.concat(chunks),
        })
      } catch (error) {
        answer = json(500, { error: { code: 500, message: String(error), status: 'INTERNAL' } })
      }
      const raw = answer.raw ?? JSON.stringify(answer.body)
      const type = answer.raw === undefined ? 'application/json; charset=UTF-8' : 'application/octet-stream'
      response.writeHead(answer.status, { 'content-type': type, ...answer.headers })
      response.end(raw)
    })
  })
  return fake
}
