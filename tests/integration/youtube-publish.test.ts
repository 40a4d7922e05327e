import { afterAll, describe, expect, it } from 'vitest'
import type { YoutubeVideosPage } from '#shared/youtube/schemas.ts'
import { youtubeCallbackErrors, youtubeMessages } from '#shared/youtube/schemas.ts'
import { YOUTUBE_MESSAGES } from '../../src/server/features/youtube/index.ts'
import { createAdmin, createUser, type TestUser } from '../support/factories.ts'
import { startFakeYoutube } from '../support/fake-youtube/index.ts'
import { createTestApp } from '../support/test-app.ts'
import {
  channelsOf,
  connectChannel,
  enterFakeGoogleClient,
  finishedThumbnail,
} from '../support/youtube-app.ts'

// Issue 30, items 1-3 through the app's routes and the real Google client code, against the fake
// Google server: connect, my videos, publish with the original kept, restore, refresh, reconnect,
// each refusal's words, the quota and revoke on disconnect.
const fake = await startFakeYoutube()
afterAll(() => fake.close())
const APP_URL = 'http://127.0.0.1:3000'
const { app } = await createTestApp({ APP_URL, YOUTUBE_API_BASE_URL: fake.url, YOUTUBE_SIMULATED: 'false' })
const admin = await createAdmin(app)
await enterFakeGoogleClient(app, admin, fake, APP_URL)

const ada = fake.addChannel({ title: 'Cooking with Ada' })
const videos = Array.from({ length: 15 }, (_, index) =>
  fake.addVideo(ada.id, { title: `Recipe ${index + 1}`, duration: `PT${index + 3}M7S` }),
)
const newest = videos.at(-1)!
fake.oauth.consentingChannelId = () => ada.id

const as = (user: TestUser) => ({ cookie: user.cookie })
const connected = async (user: TestUser) => {
  const back = await connectChannel(app, user, 'google')
  expect([back.statusCode, back.headers.location]).toEqual([302, '/user/youtube?connected=1'])
  return (await channelsOf(app, user)).channels[0]!
}
const videosOf = (user: TestUser, channelId: string, query = '') =>
  app.inject({ method: 'GET', url: `/api/youtube/channels/${channelId}/videos${query}`, headers: as(user) })
const publish = (user: TestUser, channelId: string, videoId: string, generationId: string) =>
  app.inject({
    method: 'POST',
    url: `/api/youtube/channels/${channelId}/videos/${videoId}/thumbnail`,
    headers: as(user),
    payload: { generationId },
  })

describe('connecting', () => {
  it('connects the consenting channel, and shows it without any token', async () => {
    const alice = await createUser(app)
    const channel = await connected(alice)
    expect(channel).toMatchObject({ title: 'Cooking with Ada', source: 'google', status: 'connected' })
    const listed = await channelsOf(app, alice)
    expect(listed.offers).toEqual({ google: true, simulated: false })
    expect(JSON.stringify(listed)).not.toMatch(/ya29|refresh|access/i)
  })

  it('refuses a callback from another session, a replayed state, and a declined consent', async () => {
    const alice = await createUser(app)
    const started = await app.inject({
      method: 'POST',
      url: '/api/youtube/connect',
      headers: as(alice),
      payload: { source: 'google' },
    })
    const back = new URL(
      (await fetch(started.json().url, { redirect: 'manual' })).headers.get('location') ?? '',
    )
    const otherSession = await createUser(app)
    const stolen = await app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: as(otherSession),
    })
    expect(stolen.headers.location).toBe('/user/youtube?error=expired')
    // The state went with the first try: even its own session cannot use it again.
    const replay = await app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: as(alice),
    })
    expect(replay.headers.location).toBe('/user/youtube?error=expired')
    fake.oauth.denyNext = true
    const declined = await connectChannel(app, alice, 'google')
    expect(declined.headers.location).toBe('/user/youtube?error=denied')
    expect(youtubeCallbackErrors.denied).toBe(youtubeMessages.connectDenied)
    expect((await channelsOf(app, alice)).channels).toEqual([])
  })

  it('says so when the Google account has no channel, and keeps nothing of its grant', async () => {
    const alice = await createUser(app)
    const consenting = fake.oauth.consentingChannelId
    fake.oauth.consentingChannelId = () => 'UC-an-account-without-a-channel'
    const revokesBefore = fake.calls.filter((call) => call.path === '/revoke').length
    try {
      const answer = await connectChannel(app, alice, 'google')
      expect(answer.headers.location).toBe('/user/youtube?error=no-channel')
      expect(fake.calls.filter((call) => call.path === '/revoke')).toHaveLength(revokesBefore + 1)
    } finally {
      fake.oauth.consentingChannelId = consenting
    }
    expect(youtubeCallbackErrors['no-channel']).toMatch(/has no YouTube channel/)
    expect((await channelsOf(app, alice)).channels).toEqual([])
  })
})

describe('my videos, publish and restore', () => {
  it('lists uploads newest first, paged, and finds them by title', async () => {
    const alice = await createUser(app)
    const channel = await connected(alice)
    const first = (await videosOf(alice, channel.id)).json<YoutubeVideosPage>()
    expect(first.videos[0]).toMatchObject({
      id: newest.id,
      title: 'Recipe 15',
      duration: '17:07',
      restorable: false,
    })
    expect(first.videos).toHaveLength(12)
    const second = (
      await videosOf(alice, channel.id, `?pageToken=${first.nextPageToken}`)
    ).json<YoutubeVideosPage>()
    expect(second.videos.map((video) => video.title)).toEqual(['Recipe 3', 'Recipe 2', 'Recipe 1'])
    const found = (await videosOf(alice, channel.id, '?q=recipe%201')).json<YoutubeVideosPage>()
    expect(found.videos.map((video) => video.title)).toEqual([
      'Recipe 15',
      'Recipe 14',
      'Recipe 13',
      'Recipe 12',
      'Recipe 11',
      'Recipe 10',
      'Recipe 1',
    ])
  })

  it('sets a finished thumbnail, keeps the one before, and restores it with one call', async () => {
    const alice = await createUser(app)
    const channel = await connected(alice)
    const thumbnail = await finishedThumbnail(app, alice)
    const before = fake.state.videos.get(newest.id)!.thumbnail.bytes
    const set = await publish(alice, channel.id, newest.id, thumbnail.id)
    expect(set.statusCode, set.body).toBe(200)
    expect(set.json()).toMatchObject({ restorable: true, message: youtubeMessages.published })
    const live = fake.state.videos.get(newest.id)!.thumbnail.bytes
    expect(live.equals(before)).toBe(false)
    const listed = (await videosOf(alice, channel.id)).json<YoutubeVideosPage>()
    expect(listed.videos[0]?.restorable).toBe(true)
    const restored = await app.inject({
      method: 'POST',
      url: `/api/youtube/channels/${channel.id}/videos/${newest.id}/restore`,
      headers: as(alice),
    })
    expect(restored.json()).toMatchObject({ restorable: false, message: youtubeMessages.restored })
    expect(fake.state.videos.get(newest.id)!.thumbnail.bytes.equals(before)).toBe(true)
    const again = await app.inject({
      method: 'POST',
      url: `/api/youtube/channels/${channel.id}/videos/${newest.id}/restore`,
      headers: as(alice),
    })
    expect([again.statusCode, again.json().error.message]).toEqual([409, youtubeMessages.nothingToRestore])
  })

  it("refuses another creator's thumbnail as if it did not exist", async () => {
    const alice = await createUser(app)
    const bob = await createUser(app)
    const channel = await connected(alice)
    const bobs = await finishedThumbnail(app, bob)
    const refused = await publish(alice, channel.id, newest.id, bobs.id)
    expect(refused.statusCode).toBe(404)
  })

  it('says in plain words why YouTube refused: unverified channel, video gone', async () => {
    const alice = await createUser(app)
    const channel = await connected(alice)
    const thumbnail = await finishedThumbnail(app, alice)
    const gone = await publish(alice, channel.id, 'doesNotExist1', thumbnail.id)
    expect([gone.statusCode, gone.json().error]).toEqual([
      404,
      { code: 'YOUTUBE_VIDEO_GONE', message: YOUTUBE_MESSAGES.videoGone },
    ])
    ada.allowCustomThumbnails = false
    try {
      const unverified = await publish(alice, channel.id, newest.id, thumbnail.id)
      expect([unverified.statusCode, unverified.json().error]).toEqual([
        403,
        { code: 'YOUTUBE_NOT_VERIFIED', message: YOUTUBE_MESSAGES.customThumbnails },
      ])
      expect(unverified.json().error.message).toContain('https://www.youtube.com/verify')
    } finally {
      ada.allowCustomThumbnails = true
    }
  })
})

describe('the grant', () => {
  it("marks the channel 'Reconnect needed' when Google no longer accepts it, and a reconnect mends it", async () => {
    const alice = await createUser(app)
    const channel = await connected(alice)
    fake.expireAccessTokens()
    fake.oauth.failNextRefresh = true
    // The page's cache holds nothing yet for a new channel: this call goes to Google.
    const refused = await videosOf(alice, channel.id)
    expect([refused.statusCode, refused.json().error]).toEqual([
      409,
      { code: 'YOUTUBE_RECONNECT', message: YOUTUBE_MESSAGES.reconnect },
    ])
    expect((await channelsOf(app, alice)).channels[0]?.status).toBe('reconnect')
    await connected(alice)
    const channels = (await channelsOf(app, alice)).channels
    expect(channels.map((row) => [row.id, row.status])).toEqual([[channel.id, 'connected']])
    expect((await videosOf(alice, channel.id)).statusCode).toBe(200)
  })

  it('revokes the grant at Google on disconnect and forgets the channel', async () => {
    const alice = await createUser(app)
    const channel = await connected(alice)
    const revokesBefore = fake.calls.filter((call) => call.path === '/revoke').length
    const gone = await app.inject({
      method: 'DELETE',
      url: `/api/youtube/channels/${channel.id}`,
      headers: as(alice),
    })
    expect(gone.statusCode).toBe(204)
    expect(fake.calls.filter((call) => call.path === '/revoke')).toHaveLength(revokesBefore + 1)
    expect((await channelsOf(app, alice)).channels).toEqual([])
    expect((await videosOf(alice, channel.id)).statusCode).toBe(404)
  })
})

describe('deleting the account', () => {
  it('revokes every grant at Google and deletes the kept originals', async () => {
    const alice = await createUser(app)
    const channel = await connected(alice)
    const thumbnail = await finishedThumbnail(app, alice)
    expect((await publish(alice, channel.id, videos[4]!.id, thumbnail.id)).statusCode).toBe(200)
    const kept = `youtube/${alice.id}/${channel.id}/${videos[4]!.id}.original`
    expect(await app.deps.files.get(kept)).not.toBeNull()
    const revokesBefore = fake.calls.filter((call) => call.path === '/revoke').length
    const deleted = await app.inject({ method: 'DELETE', url: `/api/users/${alice.id}`, headers: as(admin) })
    expect(deleted.statusCode, deleted.body).toBeLessThan(300)
    expect(fake.calls.filter((call) => call.path === '/revoke')).toHaveLength(revokesBefore + 1)
    expect(await app.deps.files.get(kept)).toBeNull()
  })
})

describe('the quota', () => {
  it("refuses before going over a creator's share, with when it resets", async () => {
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/admin/youtube',
      headers: as(admin),
      payload: { dailyQuota: 10_000, creatorSharePercent: 1 },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    try {
      const alice = await createUser(app)
      const channel = await connected(alice)
      const thumbnail = await finishedThumbnail(app, alice)
      const setsBefore = fake.calls.filter((call) => call.path.includes('thumbnails/set')).length
      // 100 units a day for her: two thumbnails (50 each) fit with what connecting spent, not three.
      const answers = []
      for (const video of videos.slice(0, 3))
        answers.push(await publish(alice, channel.id, video.id, thumbnail.id))
      const refused = answers.find((answer) => answer.statusCode === 429)
      expect(refused?.json().error.code).toBe('YOUTUBE_QUOTA')
      expect(refused?.json().error.message).toMatch(/your share .* resets at 00:00 Pacific time/i)
      const sets = fake.calls.filter((call) => call.path.includes('thumbnails/set')).length - setsBefore
      expect(sets).toBe(answers.filter((answer) => answer.statusCode === 200).length)
    } finally {
      await app.inject({
        method: 'PUT',
        url: '/api/admin/youtube',
        headers: as(admin),
        payload: { dailyQuota: 10_000, creatorSharePercent: 25 },
      })
    }
  })
})
