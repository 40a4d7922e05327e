import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { youtubeChannels, youtubeThumbnailChanges } from '#server/db/schema.ts'
import {
  createChannelPorts,
  createUploadsCache,
  generationImageReader,
  runDueTests,
  type YoutubeContext,
} from '#server/features/youtube/index.ts'
import type { Generation } from '#shared/generator/generation.ts'
import { youtubeMessages } from '#shared/youtube/schemas.ts'
import { type ThumbnailTestDetail, thumbnailTestMessages } from '#shared/youtube/thumbnail-tests.ts'
import { createAdmin, createUser, type TestUser } from '../support/factories.ts'
import { generateSettled } from '../support/generate.ts'
import { offlineForm } from '../support/offline-generator.ts'
import { createTestApp } from '../support/test-app.ts'
import { channelsOf, connectChannel } from '../support/youtube-app.ts'

// Thumbnail tests (issue 30, item 5) on the simulated channel, whose clock the creator can run a
// day ahead ('Skip a day'): the same rotation, claims and endings a test on YouTube runs through.
// The background ticker is off, so every change here is one the test caused.
const { app, db } = await createTestApp({ YOUTUBE_TICK_SECONDS: '0' })
const alice = await createUser(app, { name: 'Alice' })
const bob = await createUser(app, { name: 'Bob' })
const admin = await createAdmin(app)
expect((await connectChannel(app, alice, 'simulated')).headers.location).toBe('/user/youtube?connected=1')
const [channel] = (await channelsOf(app, alice)).channels
const run = await generateSettled(app, alice, { ...offlineForm(), variants: 3 })
const thumbnails = run.json<{ results: Generation[] }>().results.map((result) => result.id)

const as = (user: TestUser) => ({ cookie: user.cookie })
const start = (videoId: string, body: Record<string, unknown> = {}) =>
  app.inject({
    method: 'POST',
    url: `/api/youtube/channels/${channel?.id}/tests`,
    headers: as(alice),
    payload: { videoId, generationIds: thumbnails, days: 6, ...body },
  })
const post = (testId: string, action: 'stop' | 'skip-day', user = alice) =>
  app.inject({ method: 'POST', url: `/api/youtube/tests/${testId}/${action}`, headers: as(user) })
const detail = async (testId: string) =>
  (
    await app.inject({ method: 'GET', url: `/api/youtube/tests/${testId}`, headers: as(alice) })
  ).json<ThumbnailTestDetail>()
const changes = (test: ThumbnailTestDetail) =>
  test.timeline.filter((event) => event.kind === 'change').map((event) => event.variant)
const setsOn = async (videoId: string) =>
  (
    await db
      .select()
      .from(youtubeThumbnailChanges)
      .where(and(eq(youtubeThumbnailChanges.videoId, videoId), eq(youtubeThumbnailChanges.kind, 'publish')))
  ).length

describe('a 6-day rotation of 3 thumbnails', () => {
  it('puts A live at once, then one change a day, A B C A B C, and ends once with the outcome', async () => {
    const started = await start('sim-gaming-nohit')
    expect(started.statusCode, started.body).toBe(201)
    const test = started.json<ThumbnailTestDetail>()
    expect(test).toMatchObject({ status: 'running', liveVariant: 0, days: 6, variantCount: 3 })
    expect(test.variants.map((variant) => [variant.label, variant.days])).toEqual([
      ['A', 2],
      ['B', 2],
      ['C', 2],
    ])
    expect(changes(test)).toEqual([0])
    for (let day = 1; day < 6; day++) {
      const skipped = await post(test.id, 'skip-day')
      expect(skipped.statusCode, skipped.body).toBe(200)
      expect(skipped.json<ThumbnailTestDetail>().liveVariant).toBe(day % 3)
    }
    const lastDay = await detail(test.id)
    expect(changes(lastDay)).toEqual([0, 1, 2, 0, 1, 2])
    // Each skip lands as the next day begins: its change is on time, as a running shop's would be.
    expect(lastDay.timeline.filter((event) => event.kind === 'change').map((event) => event.text)).toEqual(
      [1, 2, 3, 4, 5, 6].map((day) => `Thumbnail ${'ABC'[(day - 1) % 3]} is live for day ${day} of 6.`),
    )
    expect(await setsOn('sim-gaming-nohit')).toBe(6)
    // Figures lag two days: by the last day the first days' impressions are in, and said to lag.
    expect(lastDay.daily.length).toBeGreaterThan(0)
    expect(
      lastDay.daily.every(
        (day) => day.variant === ((Date.parse(day.day) - Date.parse(test.startDate)) / 86_400_000) % 3,
      ),
    ).toBe(true)
    expect(lastDay.lagNote).toBe(thumbnailTestMessages.lag)
    const ended = (await post(test.id, 'skip-day')).json<ThumbnailTestDetail>()
    expect(ended.status).toBe('finished')
    expect(ended.nextChangeAt).toBeNull()
    const finish = ended.timeline.filter((event) => event.kind === 'finish')
    expect(finish).toHaveLength(1)
    if (ended.verdict.kind === 'winner') {
      expect(ended.outcome).toBe('winner-set')
      expect(await setsOn('sim-gaming-nohit')).toBe(7)
    } else {
      expect(ended.outcome).toBe('original-restored')
      expect(finish[0]?.text).toBe('The original thumbnail is back on the video.')
    }
    // An ended test changes nothing more, however often the ticks come.
    await runDueTests(contextFor(), generationImageReader(app.deps))
    expect(changes(await detail(test.id))).toEqual([0, 1, 2, 0, 1, 2])
  })
})

/** Another instance's view of the same database: its own ports and caches, as a second server has. */
const contextFor = (): YoutubeContext => ({
  db,
  secrets: app.deps.secrets,
  files: app.deps.files,
  ports: createChannelPorts(app.deps),
  uploads: createUploadsCache(),
  claimLeaseMs: 60_000,
})

describe('ticks running at once', () => {
  it('change the thumbnail exactly once for a slot, however many run it', async () => {
    const test = (
      await start('sim-cooking-ramen', { days: 4, generationIds: thumbnails.slice(0, 2) })
    ).json<ThumbnailTestDetail>()
    expect(await setsOn('sim-cooking-ramen')).toBe(1)
    // The day turns (the channel's clock) with no skip: whoever ticks first takes the slot.
    const [row] = await db
      .select()
      .from(youtubeChannels)
      .where(eq(youtubeChannels.id, channel?.id ?? ''))
    await db
      .update(youtubeChannels)
      .set({ clockOffsetMs: (row?.clockOffsetMs ?? 0) + 86_400_000 })
      .where(eq(youtubeChannels.id, channel?.id ?? ''))
    const reader = generationImageReader(app.deps)
    await Promise.all(Array.from({ length: 4 }, () => runDueTests(contextFor(), reader)))
    expect(await setsOn('sim-cooking-ramen')).toBe(2)
    expect(changes(await detail(test.id))).toEqual([0, 1])
    expect((await post(test.id, 'stop')).statusCode).toBe(200)
  })
})

describe('a video under test', () => {
  it('refuses a thumbnail set or restored by hand while the test runs', async () => {
    const test = (
      await start('sim-tech-cheap-laptop', { generationIds: thumbnails.slice(0, 2) })
    ).json<ThumbnailTestDetail>()
    for (const action of ['thumbnail', 'restore']) {
      const refused = await app.inject({
        method: 'POST',
        url: `/api/youtube/channels/${channel?.id}/videos/sim-tech-cheap-laptop/${action}`,
        headers: as(alice),
        ...(action === 'thumbnail' ? { payload: { generationId: thumbnails[2] } } : {}),
      })
      expect([refused.statusCode, refused.json().error.message]).toEqual([409, youtubeMessages.testRunning])
    }
    expect(changes(await detail(test.id))).toEqual([0])
    expect((await post(test.id, 'stop')).statusCode).toBe(200)
  })
})

describe('stopping', () => {
  it('puts the original back at once and says so; a second stop is refused', async () => {
    const test = (
      await start('sim-tech-cheap-laptop', { generationIds: thumbnails.slice(0, 2) })
    ).json<ThumbnailTestDetail>()
    const stopped = await post(test.id, 'stop')
    expect(stopped.json<ThumbnailTestDetail>()).toMatchObject({
      status: 'stopped',
      outcome: 'original-restored',
    })
    const videos = await app.inject({
      method: 'GET',
      url: `/api/youtube/channels/${channel?.id}/videos`,
      headers: as(alice),
    })
    const video = videos.json().videos.find((each: { id: string }) => each.id === 'sim-tech-cheap-laptop')
    expect(video.restorable).toBe(false)
    expect(video.thumbnailUrl).toMatch(/v=\d+$/)
    const again = await post(test.id, 'stop')
    expect([again.statusCode, again.json().error.message]).toEqual([409, thumbnailTestMessages.notRunning])
  })
})

describe('what a test refuses', () => {
  it.each([
    [{ generationIds: ['x'] }, 400, thumbnailTestMessages.variantsCount],
    [{ days: 2 }, 400, thumbnailTestMessages.dayPerVariant],
    [{ days: 40 }, 400, thumbnailTestMessages.days],
  ])('%j: %i with its words', async (body, status, message) => {
    const refused = await start('sim-travel-lisbon', body)
    expect([refused.statusCode, refused.json().error.message]).toEqual([status, message])
  })

  it('a private video, and a second test on a video already under test', async () => {
    const private_ = await start('sim-finance-debt')
    expect(private_.statusCode).toBe(409)
    expect(private_.json().error.message).toMatch(/private.*cannot be tested/)
    const first = await start('sim-travel-lisbon', { generationIds: thumbnails.slice(0, 2) })
    expect(first.statusCode).toBe(201)
    const second = await start('sim-travel-lisbon', { generationIds: thumbnails.slice(1, 3) })
    expect([second.statusCode, second.json().error.message]).toEqual([
      409,
      thumbnailTestMessages.alreadyRunning,
    ])
  })

  it("is the creator's alone: anonymous 401, another user and an admin 404", async () => {
    const started = await start('sim-cooking-ramen', { generationIds: thumbnails.slice(0, 2) })
    expect(started.statusCode, started.body).toBe(201)
    const test = started.json<ThumbnailTestDetail>()
    expect((await app.inject({ method: 'GET', url: `/api/youtube/tests/${test.id}` })).statusCode).toBe(401)
    for (const user of [bob, admin]) {
      const seen = await app.inject({
        method: 'GET',
        url: `/api/youtube/tests/${test.id}`,
        headers: as(user),
      })
      expect(seen.statusCode, seen.body).toBe(404)
      expect((await post(test.id, 'stop', user)).statusCode).toBe(404)
      expect((await post(test.id, 'skip-day', user)).statusCode).toBe(404)
      const listed = await app.inject({ method: 'GET', url: '/api/youtube/tests', headers: as(user) })
      expect(listed.json().tests).toEqual([])
    }
    const bobsOwn = await app.inject({
      method: 'POST',
      url: `/api/youtube/channels/${channel?.id}/tests`,
      headers: as(bob),
      payload: { videoId: 'sim-travel-lisbon', generationIds: thumbnails.slice(0, 2) },
    })
    expect(bobsOwn.statusCode, bobsOwn.body).toBe(404)
  })
})
