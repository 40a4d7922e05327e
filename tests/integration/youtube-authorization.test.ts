import { describe, expect, it } from 'vitest'
import type { YoutubeVideosPage } from '#shared/youtube/schemas.ts'
import { createAdmin, createUser, type TestUser } from '../support/factories.ts'
import { createTestApp } from '../support/test-app.ts'
import { channelsOf, connectChannel, finishedThumbnail } from '../support/youtube-app.ts'

// Every /api/youtube route as anonymous, as the channel's connector, as another user and as an
// admin (issue 30, item 8): only the connector can act on a channel; everyone else, admins
// included, gets 404. Admin › Settings › YouTube is the admin's alone.
const { app } = await createTestApp()
const alice = await createUser(app, { name: 'Alice' })
const bob = await createUser(app, { name: 'Bob' })
const admin = await createAdmin(app)
expect((await connectChannel(app, alice, 'simulated')).headers.location).toBe('/user/youtube?connected=1')
const [channel] = (await channelsOf(app, alice)).channels
const thumbnail = await finishedThumbnail(app, alice)
const video = 'sim-cooking-ramen'

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: TestUser, payload?: object) =>
  app.inject({ method, url, headers: user ? { cookie: user.cookie } : {}, ...(payload ? { payload } : {}) })

const channelRoutes = [
  ['GET', () => `/api/youtube/channels/${channel?.id}/videos`, undefined],
  [
    'POST',
    () => `/api/youtube/channels/${channel?.id}/videos/${video}/thumbnail`,
    { generationId: thumbnail.id },
  ],
  ['POST', () => `/api/youtube/channels/${channel?.id}/videos/${video}/restore`, undefined],
  ['DELETE', () => `/api/youtube/channels/${channel?.id}`, undefined],
] as const

describe.each(channelRoutes)('%s %s', (method, url, payload) => {
  it('refuses anonymous callers with 401', async () => {
    expect((await call(method, url(), undefined, payload)).statusCode).toBe(401)
  })

  it.each([
    ['another user', bob],
    ['an admin', admin],
  ])('answers 404 to %s, as if the channel did not exist, and changes nothing', async (_who, user) => {
    const response = await call(method, url(), user, payload)
    expect([response.statusCode, response.json().error.code]).toEqual([404, 'NOT_FOUND'])
    expect((await channelsOf(app, alice)).channels).toHaveLength(1)
  })
})

describe('the connector', () => {
  it('lists, publishes, restores and disconnects their own channel', async () => {
    const listed = await call('GET', `/api/youtube/channels/${channel?.id}/videos`, alice)
    expect(listed.json<YoutubeVideosPage>().videos.map((v) => v.id)).toContain(video)
    const set = await call('POST', channelRoutes[1][1](), alice, channelRoutes[1][2])
    expect(set.statusCode, set.body).toBe(200)
    // The simulated channel's new picture is served to its creator, and to no one else.
    const live = (await call('GET', `/api/youtube/channels/${channel?.id}/videos`, alice))
      .json<YoutubeVideosPage>()
      .videos.find((v) => v.id === video)
    const path = new URL(live?.thumbnailUrl ?? '').pathname + new URL(live?.thumbnailUrl ?? '').search
    expect((await call('GET', path, alice)).statusCode).toBe(200)
    expect((await call('GET', path, bob)).statusCode).toBe(404)
    expect((await call('GET', path)).statusCode).toBe(401)
    expect((await call('POST', channelRoutes[2][1](), alice)).statusCode).toBe(200)
    expect((await call('DELETE', channelRoutes[3][1](), alice)).statusCode).toBe(204)
    expect((await channelsOf(app, alice)).channels).toEqual([])
  })
})

describe.each([
  ['GET', '/api/youtube/channels'],
  ['POST', '/api/youtube/connect'],
] as const)('%s %s', (method, url) => {
  it('refuses anonymous callers, and shows each user only their own channels', async () => {
    expect((await call(method, url, undefined, { source: 'simulated' })).statusCode).toBe(401)
    for (const user of [bob, admin]) {
      const response = await call(method, url, user, { source: 'simulated' })
      expect(response.statusCode).toBe(200)
      if (method === 'GET') expect(response.json().channels).toEqual([])
    }
  })
})

describe.each([
  ['GET', undefined],
  ['PUT', { dailyQuota: 20_000, creatorSharePercent: 20 }],
] as const)('%s /api/admin/youtube', (method, payload) => {
  it('is the admin’s alone: 401 anonymous, 403 for users, 200 for the admin', async () => {
    expect((await call(method, '/api/admin/youtube', undefined, payload)).statusCode).toBe(401)
    expect((await call(method, '/api/admin/youtube', bob, payload)).statusCode).toBe(403)
    const answer = await call(method, '/api/admin/youtube', admin, payload)
    expect(answer.statusCode).toBe(200)
    expect(answer.json().redirectUri).toMatch(/\/api\/youtube\/callback$/)
  })
})

describe('PUT /api/admin/youtube', () => {
  it.each([
    [{ dailyQuota: 50, creatorSharePercent: 20 }, 'The daily quota must be at least 100 units'],
    [{ dailyQuota: 10_000, creatorSharePercent: 0 }, 'Enter a share between 1 and 100 percent'],
    [{ dailyQuota: 10_000, creatorSharePercent: 101 }, 'Enter a share between 1 and 100 percent'],
    [{ dailyQuota: 10.5, creatorSharePercent: 20 }, 'Enter a whole number of units'],
  ])('refuses %j with its words', async (payload, message) => {
    const response = await call('PUT', '/api/admin/youtube', admin, payload)
    expect([response.statusCode, response.json().error.message]).toEqual([400, message])
  })
})
