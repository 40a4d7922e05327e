import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import type { GenerateResponse } from '#shared/generator/schemas.ts'
import type { FakeGemini } from '#tests/support/fake-gemini.ts'
import { type Person, startTestShop, type TestShop } from './support/shop.ts'

// A worker killed with -9 mid-job: its lease runs out and the job is retried once on another
// worker, or refunded exactly once when the retry dies too. Short leases, so a test sees that
// happen within seconds (production keeps minutes).
let shop: TestShop

beforeAll(async () => {
  shop = await startTestShop({
    instances: 2,
    workers: 2,
    env: {
      GENERATION_LEASE_SECONDS: '4',
      GENERATION_MAINTENANCE_SECONDS: '1',
      GENERATION_POLL_SECONDS: '0.5',
    },
  })
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Every worker's Gemini holds its next picture until released (and forgets earlier holds). */
function holdPictures() {
  for (const fake of shop.workerGemini) fake.reset()
  let release!: () => void
  const until = new Promise<void>((resolve) => {
    release = resolve
  })
  const seen = shop.workerGemini.map((fake) => fake.requests.length)
  for (const fake of shop.workerGemini) fake.queue('*', { kind: 'held', until })
  return {
    release,
    /** The index of the worker whose Gemini got a new request: the worker holding the job. */
    async holder(except: number[] = []): Promise<number> {
      const deadline = Date.now() + 90_000
      for (;;) {
        const index = shop.workerGemini.findIndex(
          (fake: FakeGemini, i) => !except.includes(i) && fake.requests.length > (seen[i] ?? 0),
        )
        if (index >= 0) return index
        if (Date.now() > deadline) throw new Error('no worker picked the job up')
        await sleep(100)
      }
    },
  }
}

async function acceptedRun(person: Person): Promise<string> {
  const accepted = await shop.generate(person, shop.cluster.proxyUrl)
  expect(accepted.status).toBe(202)
  return accepted.json<GenerateResponse>().batchId
}

describe('kill -9 of the worker holding a job', () => {
  let survivor: Person

  it('ends in exactly one result, retried on another worker, and the books agree', async () => {
    survivor = await shop.signUp()
    await shop.grant(survivor, 1)
    const hold = holdPictures()
    try {
      const batchId = await acceptedRun(survivor)
      const holder = await hold.holder()
      // Any other worker answers at once from here on.
      for (const [i, fake] of shop.workerGemini.entries()) if (i !== holder) fake.reset()
      await shop.cluster.workers[holder]?.kill9()

      const view = await shop.waitForBatch(survivor, shop.cluster.proxyUrl, batchId)
      expect(view.results).toHaveLength(1)
      expect(view.results[0]?.status).toBe('succeeded')
      const image = await shop.call(survivor, shop.cluster.proxyUrl, 'GET', view.results[0]?.imageUrl ?? '')
      expect((await sharp(image.body).metadata()).width).toBe(1280)
      expect(await shop.books(survivor)).toEqual({ balance: 0, ledgerSum: 0, spends: 1, refunds: 0 })
    } finally {
      hold.release()
    }
  })

  it('refunds exactly once when the retry dies too, and never also makes the image', async () => {
    // Two live workers again: the one left from the last test and a new one.
    await shop.cluster.startWorker()
    const unlucky = await shop.signUp()
    await shop.grant(unlucky, 1)
    const hold = holdPictures()
    try {
      const batchId = await acceptedRun(unlucky)
      const first = await hold.holder()
      await shop.cluster.workers[first]?.kill9()
      // The lease runs out and the one retry goes to the other live worker, which dies as well.
      const second = await hold.holder([first])
      await shop.cluster.workers[second]?.kill9()
      // A fresh worker, whose Gemini answers at once, is there for whatever the queue still holds.
      await shop.cluster.startWorker()

      const view = await shop.waitForBatch(unlucky, shop.cluster.proxyUrl, batchId)
      expect(view.results).toHaveLength(1)
      expect(view.results[0]).toMatchObject({ status: 'failed', imageUrl: null })
      expect(view.results[0]?.error).toBeTruthy()
      expect(await shop.books(unlucky)).toEqual({ balance: 1, ledgerSum: 1, spends: 1, refunds: 1 })
      // The first test's run, long finished, was never refunded on top of its image.
      expect(await shop.books(survivor)).toEqual({ balance: 0, ledgerSum: 0, spends: 1, refunds: 0 })
    } finally {
      hold.release()
    }
  })
})
