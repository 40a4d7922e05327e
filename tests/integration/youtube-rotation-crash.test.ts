import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { openPglite } from '#server/db/client.ts'
import { youtubeTestEvents, youtubeThumbnailChanges } from '#server/db/schema.ts'
import type { ThumbnailTestDetail } from '#shared/youtube/thumbnail-tests.ts'
import { testTempDir } from '../support/clean-up.ts'
import { cookieFrom } from '../support/factories.ts'
import { freePort } from '../support/free-port.ts'
import { offlineForm } from '../support/offline-generator.ts'
import { startServerProcess } from '../support/server-process.ts'
import { waitUntil } from '../support/wait-until.ts'

/**
 * Issue 30's rotation bar: the server as a real process is killed (SIGKILL) at a slot boundary,
 * just after it has taken the day's slot and before it set the thumbnail, then started again. The
 * restarted server sets that slot's thumbnail once its claim's lease is over: no change is missed
 * and none is made twice. The simulated channel's 'Skip a day' turns the day.
 */
const slowStart = 180_000
const dataDir = testTempDir('rotation-crash')
const port = await freePort()
const baseUrl = `http://127.0.0.1:${port}`
const sameOrigin = { origin: baseUrl, 'content-type': 'application/json' }
const VIDEO = 'sim-gaming-nohit'

const startServer = (crashAt?: string) =>
  startServerProcess({
    dataDir,
    port,
    env: {
      NODE_ENV: 'test',
      YOUTUBE_TICK_SECONDS: '1',
      ...(crashAt ? { THUMBFORGE_CRASH_AT: crashAt } : {}),
    },
  })

async function waitForHealth() {
  await waitUntil(async () => (await fetch(`${baseUrl}/api/health`).catch(() => null))?.ok === true, {
    what: 'the server to answer /api/health',
    withinMs: slowStart,
    everyMs: 200,
  })
}

async function call<T>(cookie: string, method: string, url: string, body?: unknown): Promise<T> {
  const answer = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { ...sameOrigin, cookie },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  expect(answer.status, `${method} ${url}: ${await answer.clone().text()}`).toBeLessThan(300)
  return (await answer.json()) as T
}

/** A creator with the simulated channel connected, two finished thumbnails and a test running on day 1. */
async function creatorWithTest() {
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: sameOrigin,
    body: JSON.stringify({ name: 'Rotation', email: 'rotation@example.test', password: 'rotation-password' }),
  })
  expect(signUp.status).toBe(200)
  const cookie = cookieFrom(signUp.headers.getSetCookie())
  const { url } = await call<{ url: string }>(cookie, 'POST', '/api/youtube/connect', { source: 'simulated' })
  const back = await fetch(url, { headers: { cookie }, redirect: 'manual' })
  expect(back.headers.get('location')).toBe('/user/youtube?connected=1')
  const { channels } = await call<{ channels: { id: string }[] }>(cookie, 'GET', '/api/youtube/channels')
  await call(cookie, 'POST', '/api/generator/generate', { ...offlineForm(), variants: 2 })
  let ids: string[] = []
  await waitUntil(
    async () => {
      const { items } = await call<{ items: { id: string; status: string }[] }>(
        cookie,
        'GET',
        '/api/generations',
      )
      ids = items.filter((item) => item.status === 'succeeded').map((item) => item.id)
      return ids.length === 2
    },
    { what: 'two thumbnails', withinMs: 120_000, everyMs: 500 },
  )
  const test = await call<ThumbnailTestDetail>(
    cookie,
    'POST',
    `/api/youtube/channels/${channels[0]?.id}/tests`,
    {
      videoId: VIDEO,
      generationIds: ids,
      days: 4,
    },
  )
  return { cookie, test }
}

describe('a crash as a test changes day', () => {
  it('sets the slot once after the restart: no change missed, none made twice', {
    timeout: 6 * slowStart,
  }, async () => {
    const first = startServer()
    await waitForHealth()
    const { cookie, test } = await creatorWithTest()
    expect(test.liveVariant).toBe(0)
    first.child.kill('SIGTERM')
    expect(await first.exited).toBe(0)

    const crashing = startServer('rotation:after-claim')
    await waitForHealth()
    // The day turns; the process takes day 2's slot and dies before setting it.
    await expect(
      fetch(`${baseUrl}/api/youtube/tests/${test.id}/skip-day`, {
        method: 'POST',
        headers: { origin: baseUrl, cookie },
      }),
    ).rejects.toThrow()
    await crashing.exited
    expect(crashing.child.signalCode, crashing.output()).toBe('SIGKILL')

    const last = startServer()
    await waitForHealth()
    let detail: ThumbnailTestDetail | undefined
    await waitUntil(
      async () => {
        detail = await call<ThumbnailTestDetail>(cookie, 'GET', `/api/youtube/tests/${test.id}`)
        return detail.liveVariant === 1
      },
      { what: "day 2's thumbnail to go live after the restart", withinMs: 60_000, everyMs: 500 },
    )
    // A few more ticks change nothing.
    await new Promise((resolve) => setTimeout(resolve, 4000))
    last.child.kill('SIGTERM')
    expect(await last.exited).toBe(0)

    const database = await openPglite({ dataDir: path.join(dataDir, 'db') })
    try {
      const sets = await database.db
        .select()
        .from(youtubeThumbnailChanges)
        .where(and(eq(youtubeThumbnailChanges.videoId, VIDEO), eq(youtubeThumbnailChanges.kind, 'publish')))
      expect(sets).toHaveLength(2)
      const events = await database.db
        .select()
        .from(youtubeTestEvents)
        .where(eq(youtubeTestEvents.testId, test.id))
      const changes = events
        .filter((event) => event.kind === 'change')
        .map((event) => [event.slot, event.variant])
      expect(changes.sort()).toEqual([
        [0, 0],
        [1, 1],
      ])
      expect(events.filter((event) => event.kind === 'missed')).toEqual([])
    } finally {
      await database.close()
    }
  })
})
