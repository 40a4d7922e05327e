import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { type ImagePool, SERVER_IMAGE_OWNER } from '#server/lib/image-pool/pool.ts'
import { imagePoolMessages } from '#server/lib/image-pool/task-limits.ts'
import { DEFAULT_COLOR_SCHEME } from '#shared/generator/defaults.ts'
import { balanceOf } from '../support/billing.ts'
import { createUser, type TestUser } from '../support/factories.ts'
import { generateSettled } from '../support/generate.ts'
import { noisyJpeg } from '../support/image-fixtures.ts'
import { createTestApp } from '../support/test-app.ts'
import { waitUntil } from '../support/wait-until.ts'

/**
 * The image pool's bounds and time limits, through HTTP (issue 24, item 3b). Each test builds its
 * own app, and so its own pool with that test's limits; one image thread makes the order of the
 * work the scheduler's alone.
 */
const preview = (app: FastifyInstance, as: TestUser) =>
  app.inject({
    method: 'POST',
    url: '/api/generator/preview',
    headers: { cookie: as.cookie },
    payload: { textOverlay: { title: 'Boss Fight', subtitle: 'no hit run' } },
  })

/** A photo whose decode holds the one image thread for a while (12 Mpx of noise). */
const heavyPhoto = noisyJpeg(4000, 3000)

/**
 * Starts `count` heavy decodes in `owner`'s line, as that user's uploads would, and waits until
 * the pool has taken them all in (running or waiting): the lines are full before a request comes.
 */
async function fillLine(images: ImagePool, owner: string, count: number, order: string[]) {
  const photo = await heavyPhoto
  const before = images.stats()
  const tasks = Array.from({ length: count }, (_, n) =>
    images.run({ key: owner }, 'toJpeg', photo).then(() => order.push(`${owner} ${n + 1}`)),
  )
  await waitUntil(
    () => images.stats().running + images.stats().waiting >= before.running + before.waiting + count,
    { what: `${count} tasks in ${owner}'s line`, everyMs: 1 },
  )
  return tasks
}

// Heavy decodes fill the lines, on two cores other test runs share: generous limits, no timing.
const SLOW = { timeout: 240_000 }

describe('the image pool’s waiting lines', SLOW, () => {
  it('refuses a user past their bound with 429 and their own words, while another creator is still served', async () => {
    const { app } = await createTestApp({ IMAGE_THREADS: '1', IMAGE_QUEUE_PER_USER: '2' })
    const flooder = await createUser(app)
    const creator = await createUser(app)
    const order: string[] = []

    const flood = await fillLine(app.deps.images, flooder.id, 2, order)
    const refused = await preview(app, flooder)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().error).toEqual({ code: 'RATE_LIMITED', message: imagePoolMessages.ownerFull })

    const served = await preview(app, creator).then((response) => {
      order.push('creator preview')
      return response
    })
    expect(served.statusCode, served.body).toBe(200)
    expect(served.headers['content-type']).toBe('image/jpeg')
    await Promise.all(flood)
    // Who goes first is fair-queue.test.ts's to prove; here, every task ran and none was lost.
    expect(order).toHaveLength(3)
    expect(app.deps.images.stats().refused.ownerFull).toBeGreaterThanOrEqual(1)
  })

  it('answers 503 SERVER_BUSY when every line together is full', async () => {
    const { app } = await createTestApp({
      IMAGE_THREADS: '1',
      IMAGE_QUEUE_PER_USER: '2',
      IMAGE_QUEUE_TOTAL: '3',
    })
    const creator = await createUser(app)
    const busy = [
      ...(await fillLine(app.deps.images, 'uploader-a', 2, [])),
      ...(await fillLine(app.deps.images, 'uploader-b', 1, [])),
    ]
    const refused = await preview(app, creator)
    expect(refused.statusCode).toBe(503)
    expect(refused.json().error).toEqual({ code: 'SERVER_BUSY', message: imagePoolMessages.totalFull })
    await Promise.all(busy)
    expect((await preview(app, creator)).statusCode).toBe(200)
  })
})

describe('an image step past its time limit', SLOW, () => {
  it('answers the preview 503 IMAGE_TIMEOUT, and the pool goes on with the next task', async () => {
    const { app } = await createTestApp({ IMAGE_THREADS: '1', IMAGE_TASK_TIMEOUT_SECONDS: '0.001' })
    const creator = await createUser(app)
    const stopped = await preview(app, creator)
    expect(stopped.statusCode).toBe(503)
    expect(stopped.json().error).toEqual({ code: 'IMAGE_TIMEOUT', message: imagePoolMessages.timedOut(1) })
    expect(app.deps.images.stats().stopped).toBeGreaterThanOrEqual(1)
    // Renders keep their own, longer limit: one runs to its end on the thread that replaced it.
    const drawn = await app.deps.images.run(SERVER_IMAGE_OWNER, 'offlineImage', {
      prompt: 'A boss fight',
      category: 'Gaming',
      colorScheme: DEFAULT_COLOR_SCHEME,
      seed: 1,
      width: 320,
      height: 180,
    })
    expect(drawn.mimeType).toBe('image/jpeg')
    expect(app.deps.images.stats()).toMatchObject({ running: 0, waiting: 0 })
  })

  it('fails a generation and refunds its credit rather than leaving it pending', async () => {
    const { app } = await createTestApp({ IMAGE_THREADS: '1', IMAGE_RENDER_TIMEOUT_SECONDS: '0.001' })
    const creator = await createUser(app, { credits: 1 })
    const run = await generateSettled(app, creator, {
      category: 'Gaming',
      prompt: 'A gamer shocked by a boss fight',
      textOverlay: { title: 'I Beat The Final Boss' },
    })
    expect(run.statusCode, run.body).toBe(202)
    const [result] = run.json().results as { status: string; error: string | null }[]
    expect(result).toMatchObject({ status: 'failed', error: imagePoolMessages.timedOut(1) })
    expect(await balanceOf(app, creator.id)).toBe(1)
  })
})
