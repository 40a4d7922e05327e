import { Writable } from 'node:stream'
import { afterAll, describe, expect, it } from 'vitest'
import { createAdmin, createUser } from '../support/factories.ts'
import { startFakeYoutube } from '../support/fake-youtube/index.ts'
import { createTestApp } from '../support/test-app.ts'
import {
  channelsOf,
  connectChannel,
  enterFakeGoogleClient,
  finishedThumbnail,
} from '../support/youtube-app.ts'

// Issue 30, item 8: a channel's tokens never appear in logs or responses. The whole life of a
// connection runs here with the log at debug, as an operator chasing a problem would set it:
// connect, a refresh, a publish, a grant Google then refuses, and disconnect.
const fake = await startFakeYoutube()
afterAll(() => fake.close())
const APP_URL = 'http://127.0.0.1:3000'
const logged: string[] = []
const { app } = await createTestApp(
  { APP_URL, YOUTUBE_API_BASE_URL: fake.url, YOUTUBE_SIMULATED: 'false', LOG_LEVEL: 'debug' },
  {
    logStream: new Writable({
      write(chunk, _encoding, done) {
        logged.push(String(chunk))
        done()
      },
    }),
  },
)
const admin = await createAdmin(app)
await enterFakeGoogleClient(app, admin, fake, APP_URL)
const channel = fake.addChannel({ title: 'Quiet Channel' })
const video = fake.addVideo(channel.id, { title: 'A video' })
fake.oauth.consentingChannelId = () => channel.id

/** What Google's token endpoint hands out (the fake's shapes are Google's): codes, access and refresh tokens. */
const TOKEN_SHAPES = [
  /ya29\.[\w-]{8,}/,
  /1(\/|%2F)(\/|%2F)0[\w-]{8,}/i,
  /4(\/|%2F)0[\w-]{8,}/i,
  /code_verifier/i,
]

describe("a channel's tokens", () => {
  it('never reach the log or an answer, through connect, refresh, publish, a refused grant and disconnect', async () => {
    const alice = await createUser(app)
    const answers: string[] = []
    const connected = await connectChannel(app, alice, 'google')
    expect(connected.headers.location).toBe('/user/youtube?connected=1')
    answers.push(connected.body, String(connected.headers.location))
    const [row] = (await channelsOf(app, alice)).channels
    const as = { cookie: alice.cookie }
    fake.expireAccessTokens()
    const listed = await app.inject({
      method: 'GET',
      url: `/api/youtube/channels/${row?.id}/videos`,
      headers: as,
    })
    expect(listed.statusCode).toBe(200)
    const thumbnail = await finishedThumbnail(app, alice)
    const published = await app.inject({
      method: 'POST',
      url: `/api/youtube/channels/${row?.id}/videos/${video.id}/thumbnail`,
      headers: as,
      payload: { generationId: thumbnail.id },
    })
    expect(published.statusCode, published.body).toBe(200)
    fake.expireAccessTokens()
    fake.oauth.failNextRefresh = true
    const refused = await app.inject({
      method: 'GET',
      url: `/api/youtube/channels/${row?.id}/videos`,
      headers: as,
    })
    expect(refused.json().error.code).toBe('YOUTUBE_RECONNECT')
    const channels = await app.inject({ method: 'GET', url: '/api/youtube/channels', headers: as })
    const gone = await app.inject({ method: 'DELETE', url: `/api/youtube/channels/${row?.id}`, headers: as })
    expect(gone.statusCode).toBe(204)
    answers.push(listed.body, published.body, refused.body, channels.body)

    // The log did record the work (so an empty log cannot pass), and none of it names a token.
    const log = logged.join('')
    expect(log).toMatch(/youtube/i)
    for (const shape of TOKEN_SHAPES) {
      expect(log).not.toMatch(shape)
      for (const answer of answers) expect(answer).not.toMatch(shape)
    }
  })
})
