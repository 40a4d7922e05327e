import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { creditLedger, generationBatches, generations } from '#server/db/schema.ts'
import { finishBatch } from '#server/features/generator/batch.service.ts'
import { generationHandlers, INTERRUPTED_MESSAGE } from '#server/features/generator/generation-job.ts'
import { generatorMessages } from '#shared/generator/defaults.ts'
import type { BatchView } from '#shared/generator/schemas.ts'
import { balanceOf } from '../support/billing.ts'
import { cleanUpLater } from '../support/clean-up.ts'
import { createUser } from '../support/factories.ts'
import { heldGate } from '../support/fake-gemini.ts'
import { waitForBatch } from '../support/generate.ts'
import { jobForm, startJobsScene, waitForJobs } from '../support/generation-jobs.ts'
import { vanishingWorker } from '../support/vanishing-worker.ts'

// A queued run's in-flight slots and its job's lease (issue 13): slots come back once, a lost
// worker's run is retried once and refunded once.
const { fake, startApp, app, db, post } = await startJobsScene()

describe("a user's in-flight slots", () => {
  it('come back exactly once per run, when its last image ends', async () => {
    fake.reset()
    const gate = heldGate()
    fake.queue('*', { kind: 'held', until: gate.until })
    const user = await createUser(app, { credits: 10 })
    // B is held at the provider, holding one of the user's 2 slots.
    const b = await post(user.cookie)
    expect(b.statusCode).toBe(202)
    await waitForJobs(() => fake.requests.length === 1)
    // A, of two images, ends while B runs: it gives back its one slot, not two.
    const a = await post(user.cookie, jobForm({ variants: 2 }))
    expect(a.statusCode).toBe(202)
    await waitForBatch(app, user, a.json().batchId)
    const c = await post(user.cookie)
    expect(c.statusCode).toBe(202)
    const d = await post(user.cookie)
    expect(d.statusCode).toBe(429)
    gate.release()
    await waitForBatch(app, user, b.json().batchId)
    await waitForBatch(app, user, c.json().batchId)
  })

  it('ends a run once when several workers finish its last images at the same moment', async () => {
    const user = await createUser(app, { credits: 2 })
    const { batchId } = (await post(user.cookie, jobForm({ variants: 2 }))).json()
    await waitForBatch(app, user, batchId)
    // Back to the moment both images are marked and no one has ended the run yet.
    await db.update(generationBatches).set({ finishedAt: null }).where(eq(generationBatches.id, batchId))
    const ended = await Promise.all(Array.from({ length: 5 }, () => finishBatch(app.deps, batchId)))
    expect(ended.filter(Boolean)).toHaveLength(1)
  })

  it("shows a run as done, with the owner's balance, only once the run is ended", async () => {
    const user = await createUser(app, { credits: 5 })
    const { batchId } = (await post(user.cookie, jobForm({ variants: 2 }))).json()
    await waitForBatch(app, user, batchId)
    const view = async () =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/generator/batches/${batchId}`,
          headers: { cookie: user.cookie },
        })
      ).json() as BatchView
    const ended = await view()
    expect(ended).toMatchObject({ done: true, balance: 3, message: generatorMessages.generated })
    expect(ended.results.map((result) => result.status)).toEqual(['succeeded', 'succeeded'])
    // Both images made, but the run not yet ended (its slot not yet given back): still running.
    await db.update(generationBatches).set({ finishedAt: null }).where(eq(generationBatches.id, batchId))
    expect(await view()).toMatchObject({ done: false, message: null, balance: 3 })
    // A run made before runs had a row of their own (migration 0010) is done when its images are.
    await db.delete(generationBatches).where(eq(generationBatches.id, batchId))
    expect(await view()).toMatchObject({ done: true, balance: 3 })
  })
})

// Only queues here; the test decides when real workers start. Leases run out after 12 s: short, so
// the thief's jobs come back soon, but well past what a live worker needs for one image (the fake
// model's answer and the subject search) on two cores kept busy by other processes: pg-boss ends a
// handler that outlives its lease, so a shorter one fails the live worker's image under load.
const leases = await startApp({
  WORKERS: 'external',
  GENERATION_LEASE_SECONDS: '12',
  GENERATION_MAINTENANCE_SECONDS: '1',
})
const thief = await vanishingWorker(leases.database)
cleanUpLater(() => thief.stop())

describe('leases', () => {
  it("retries a vanished worker's job once on another worker, and refunds exactly once a job whose retry vanished too", async () => {
    fake.reset()
    const post = async (cookie: string) => {
      const accepted = await leases.app.inject({
        method: 'POST',
        url: '/api/generator/generate',
        payload: jobForm(),
        headers: { cookie },
      })
      expect(accepted.statusCode).toBe(202)
      return accepted.json().batchId as string
    }
    const twice = await createUser(leases.app, { credits: 1 })
    const once = await createUser(leases.app, { credits: 1 })
    const twiceBatch = await post(twice.cookie)
    const onceBatch = await post(once.cookie)
    // The thief takes both jobs and dies; once their leases run out it takes the older one again.
    const first = await thief.claim()
    const second = await thief.claim()
    const third = await thief.claim()
    expect(third.id).toBe(first.id)
    expect(second.id).not.toBe(first.id)

    // Live workers start: one makes the image whose retry is still due, the other job is refunded.
    await leases.app.deps.jobs.work(generationHandlers({ ...leases.app.deps, log: leases.app.log }))
    const retried = await waitForBatch(leases.app, once, onceBatch)
    expect(retried.results[0]).toMatchObject({ id: second.data.generationId, status: 'succeeded' })
    expect(await balanceOf(leases.app, once.id)).toBe(0)

    const lost = await waitForBatch(leases.app, twice, twiceBatch)
    expect(lost.results[0]).toMatchObject({
      id: first.data.generationId,
      status: 'failed',
      error: INTERRUPTED_MESSAGE,
    })
    expect(lost.message).toBe(INTERRUPTED_MESSAGE)
    expect(await balanceOf(leases.app, twice.id)).toBe(1)
    const ledger = await leases.db.select().from(creditLedger)
    const refunds = ledger.filter((e) => e.reason === 'refund')
    expect(refunds.map((e) => [e.userId, e.delta])).toEqual([[twice.id, 1]])
    const [row] = await leases.db.select().from(generations).where(eq(generations.userId, twice.id))
    expect(row?.backgroundKey).toBeNull()
    // Only the retried image reached the provider: the thief never called it.
    expect(fake.requests).toHaveLength(1)
    // Two leases run out one after the other before the refund: more than the project's 60 s.
  }, 120_000)
})
