import { beforeAll, describe, expect, it } from 'vitest'
import type { GenerateResponse } from '#shared/generator/schemas.ts'
import type { ThumbnailTestDetail } from '#shared/youtube/thumbnail-tests.ts'
import { waitUntil } from '#tests/support/wait-until.ts'
import type { Instance } from '../../scripts/cluster/start-cluster.ts'
import { type Person, startTestShop, type TestShop } from './support/shop.ts'

// Issue 30's rotation bar, against 3 app instances (each ticking every second) and 2 workers on one
// PostgreSQL: a thumbnail test's days turn while every instance races for each slot, and YouTube
// sees exactly one thumbnails.set per slot. The simulated channel's 'Skip a day' turns the day,
// through a different instance each time.
let shop: TestShop
let instances: Instance[]
let creator: Person

beforeAll(async () => {
  shop = await startTestShop({
    instances: 3,
    workers: 2,
    env: { YOUTUBE_SIMULATED: 'true', YOUTUBE_TICK_SECONDS: '1' },
  })
  instances = shop.cluster.instances
  creator = await shop.signUp()
  await shop.grant(creator, 2)
})

const DAYS = 4
const VIDEO = 'sim-cooking-ramen'

describe('a thumbnail test across instances', () => {
  it('changes the thumbnail exactly once per slot, whichever instance ticks first', async () => {
    const [a, b, c] = instances as [Instance, Instance, Instance]
    // Connecting goes back to the instance that started it: the simulated consent lives in its memory.
    const started = await shop.call(creator, a.url, 'POST', '/api/youtube/connect', { source: 'simulated' })
    expect(started.status, started.body.toString()).toBe(200)
    const callback = new URL(started.json<{ url: string }>().url)
    const back = await shop.call(creator, a.url, 'GET', callback.pathname + callback.search)
    expect(back.headers.location).toBe('/user/youtube?connected=1')
    const channels = await shop.call(creator, b.url, 'GET', '/api/youtube/channels')
    const channelId = channels.json<{ channels: { id: string }[] }>().channels[0]?.id

    const run = await shop.generate(creator, a.url, { variants: 2 })
    const view = await shop.waitForBatch(creator, a.url, run.json<GenerateResponse>().batchId)
    const ids = view.results.filter((result) => result.status === 'succeeded').map((result) => result.id)
    expect(ids).toHaveLength(2)

    const test = await shop.call(creator, b.url, 'POST', `/api/youtube/channels/${channelId}/tests`, {
      videoId: VIDEO,
      generationIds: ids,
      days: DAYS,
    })
    expect(test.status, test.body.toString()).toBe(201)
    const testId = test.json<ThumbnailTestDetail>().id
    const detail = async () =>
      (await shop.call(creator, a.url, 'GET', `/api/youtube/tests/${testId}`)).json<ThumbnailTestDetail>()

    for (const [day, via] of [a, b, c, a].entries()) {
      const skipped = await shop.call(creator, via.url, 'POST', `/api/youtube/tests/${testId}/skip-day`)
      expect(skipped.status, skipped.body.toString()).toBe(200)
      if (day < DAYS - 1) expect(skipped.json<ThumbnailTestDetail>().liveVariant).toBe((day + 1) % 2)
    }
    await waitUntil(async () => (await detail()).outcome !== null, {
      what: 'the test to end with its outcome',
      withinMs: 30_000,
      everyMs: 250,
    })
    // Every instance keeps ticking; give them a few more rounds to do something twice.
    await new Promise((resolve) => setTimeout(resolve, 3000))

    const ended = await detail()
    const changes = ended.timeline.filter((event) => event.kind === 'change').map((event) => event.variant)
    expect(changes).toEqual([0, 1, 0, 1])
    expect(ended.timeline.filter((event) => event.kind === 'finish')).toHaveLength(1)
    const [sets] = await shop.query<{ n: string }>(
      `select count(*) as n from youtube_thumbnail_change where video_id = $1 and kind = 'publish'`,
      [VIDEO],
    )
    expect(Number(sets?.n)).toBe(DAYS + (ended.outcome === 'winner-set' ? 1 : 0))
  })
})
