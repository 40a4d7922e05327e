import { afterAll, describe, expect, it } from 'vitest'
import { type YoutubeVideosPage, youtubeMessages } from '#shared/youtube/schemas.ts'
import { createAdmin, createUser } from '../support/factories.ts'
import { startFakeYoutube } from '../support/fake-youtube/index.ts'
import { createTestApp } from '../support/test-app.ts'
import {
  channelsOf,
  connectChannel,
  enterFakeGoogleClient,
  finishedThumbnail,
} from '../support/youtube-app.ts'

// Issue 30, item 3: YouTube takes a thumbnail, a Short's cover included (since November 2026),
// only once the video has finished processing (status.uploadStatus 'processed'). Until then the
// list says why and a publish is refused before anything is spent or copied.
const fake = await startFakeYoutube()
afterAll(() => fake.close())
const APP_URL = 'http://127.0.0.1:3000'
const { app } = await createTestApp({ APP_URL, YOUTUBE_API_BASE_URL: fake.url, YOUTUBE_SIMULATED: 'false' })
await enterFakeGoogleClient(app, await createAdmin(app), fake, APP_URL)
const studio = fake.addChannel({ title: 'Fresh Uploads' })
const ready = fake.addVideo(studio.id, { title: 'Ready' })
const processing = fake.addVideo(studio.id, { title: 'Still processing', uploadStatus: 'uploaded' })
const short = fake.addVideo(studio.id, { title: 'A new Short', duration: 'PT45S', uploadStatus: 'uploaded' })
fake.oauth.consentingChannelId = () => studio.id

describe('a video YouTube is still processing', () => {
  it('says why its thumbnail cannot be set yet, a Short in its own words, and refuses a publish', async () => {
    const alice = await createUser(app)
    expect((await connectChannel(app, alice, 'google')).headers.location).toBe('/user/youtube?connected=1')
    const [channel] = (await channelsOf(app, alice)).channels
    const listed = await app.inject({
      method: 'GET',
      url: `/api/youtube/channels/${channel?.id}/videos`,
      headers: { cookie: alice.cookie },
    })
    const reasons = Object.fromEntries(
      listed.json<YoutubeVideosPage>().videos.map((video) => [video.title, video.cannotSet]),
    )
    expect(reasons).toEqual({
      [ready.title]: null,
      [processing.title]: youtubeMessages.notProcessed,
      [short.title]: youtubeMessages.shortNotReady,
    })

    const thumbnail = await finishedThumbnail(app, alice)
    const setsBefore = fake.calls.filter((call) => call.path.includes('/thumbnails/set')).length
    for (const video of [processing, short]) {
      const refused = await app.inject({
        method: 'POST',
        url: `/api/youtube/channels/${channel?.id}/videos/${video.id}/thumbnail`,
        headers: { cookie: alice.cookie },
        payload: { generationId: thumbnail.id },
      })
      expect([refused.statusCode, refused.json().error.message]).toEqual([
        409,
        video === short ? youtubeMessages.shortNotReady : youtubeMessages.notProcessed,
      ])
    }
    expect(fake.calls.filter((call) => call.path.includes('/thumbnails/set'))).toHaveLength(setsBefore)
    expect(processing.thumbnailVersion).toBe(0)

    // Once YouTube has processed it, the same publish goes through.
    processing.uploadStatus = 'processed'
    const later = await app.inject({
      method: 'POST',
      url: `/api/youtube/channels/${channel?.id}/videos/${processing.id}/thumbnail`,
      headers: { cookie: alice.cookie },
      payload: { generationId: thumbnail.id },
    })
    expect(later.statusCode, later.body).toBe(200)
  })
})
