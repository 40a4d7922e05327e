import { randomUUID } from 'node:crypto'
import { eq, like, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { spendCredits } from '#server/core/credit-ledger.ts'
import { creditLedger, generationBatches, generations, runFiles } from '#server/db/schema.ts'
import { spendKey } from '#server/features/generator/batch.service.ts'
import { generationHandlers, INTERRUPTED_MESSAGE } from '#server/features/generator/generation-job.ts'
import { balanceOf } from '../support/billing.ts'
import { createUser } from '../support/factories.ts'
import { noisyJpeg } from '../support/image-fixtures.ts'
import { storedParams } from '../support/stored-params.ts'
import { createTestApp } from '../support/test-app.ts'

// Accepting a run is one transaction (issue 24): rows, spends and jobs together, and what a crash
// could still leave behind (an image with no job, files of a run that never committed) is settled
// by the reconciliation. The crash itself, with a real process killed, is generator-accept-crash.
const { app, db } = await createTestApp({
  GENERATOR_RATE_LIMIT_PER_MINUTE: '1000',
  GENERATION_LEASE_SECONDS: '1',
  // The reconciliation is called by the test here, not by the queue's timer.
  GENERATION_MAINTENANCE_SECONDS: '3600',
})
const handlers = generationHandlers({ ...app.deps, log: app.log })

const form = (variants: number, extra: Record<string, unknown> = {}) => ({
  category: 'Technology',
  prompt: 'A robot unboxing a phone',
  textOverlay: { title: 'One Run Or None' },
  variants,
  ...extra,
})
const post = (cookie: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/generator/generate', headers: { cookie }, payload })

const ledgerOf = (userId: string) =>
  db.select().from(creditLedger).where(eq(creditLedger.userId, userId)).orderBy(creditLedger.id)

describe('accepting a run', () => {
  it('accepts exactly one of two 4-image runs sent at once on 5 credits, 10 times over', async () => {
    for (let round = 0; round < 10; round++) {
      const user = await createUser(app, { credits: 5 })
      const answers = await Promise.all([post(user.cookie, form(4)), post(user.cookie, form(4))])
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 402])
      const refused = answers.find((answer) => answer.statusCode === 402)
      expect(refused?.json().error.code).toBe('INSUFFICIENT_CREDITS')
      expect(await balanceOf(app, user.id)).toBe(1)
      // The refused run left nothing: 4 rows and 4 spends are the accepted run's alone.
      expect(await db.select().from(generations).where(eq(generations.userId, user.id))).toHaveLength(4)
      const spends = (await ledgerOf(user.id)).filter((entry) => entry.reason === 'generation')
      expect(spends.map((entry) => entry.balanceAfter)).toEqual([4, 3, 2, 1])
    }
  })

  it('refuses a run the balance cannot cover whole, leaving no row, spend, job or file', async () => {
    const user = await createUser(app, { credits: 3 })
    const reference = `data:image/jpeg;base64,${(await noisyJpeg()).toString('base64')}`
    const answer = await post(user.cookie, form(4, { referenceImage: reference }))
    expect(answer.statusCode).toBe(402)
    expect(await balanceOf(app, user.id)).toBe(3)
    expect(await db.select().from(generations).where(eq(generations.userId, user.id))).toEqual([])
    expect(await db.select().from(generationBatches).where(eq(generationBatches.userId, user.id))).toEqual([])
    expect((await ledgerOf(user.id)).filter((entry) => entry.reason === 'generation')).toEqual([])
    const listed = await db
      .select()
      .from(runFiles)
      .where(like(runFiles.key, `generations/${user.id}/%`))
    expect(listed).toEqual([])
  })
})

/** A pending image and its spend as a run accepted before this release, or one whose job was lost, left it. */
async function orphanedImage(userId: string, options: { minutesOld: number }) {
  const id = randomUUID()
  const batchId = randomUUID()
  const createdAt = new Date(Date.now() - options.minutesOld * 60_000)
  await db.insert(generationBatches).values({ id: batchId, userId, createdAt })
  await db.insert(generations).values({
    id,
    batchId,
    userId,
    params: storedParams(),
    prompt: 'left behind',
    provider: 'offline',
    createdAt,
  })
  await spendCredits(db, { userId, amount: 1, reason: 'generation', idempotencyKey: spendKey(id) })
  return { id, batchId }
}

describe('the reconciliation', () => {
  it('fails and refunds once an image left pending with no job past its lease, however often it runs', async () => {
    const user = await createUser(app, { credits: 2 })
    const orphan = await orphanedImage(user.id, { minutesOld: 5 })
    expect(await balanceOf(app, user.id)).toBe(1)

    await Promise.all([handlers.reconcile(), handlers.reconcile()])
    await handlers.reconcile()

    const [row] = await db.select().from(generations).where(eq(generations.id, orphan.id))
    expect(row).toMatchObject({ status: 'failed', error: INTERRUPTED_MESSAGE })
    expect(await balanceOf(app, user.id)).toBe(2)
    const refunds = (await ledgerOf(user.id)).filter((entry) => entry.reason === 'refund')
    expect(refunds).toHaveLength(1)
    const [batch] = await db.select().from(generationBatches).where(eq(generationBatches.id, orphan.batchId))
    expect(batch?.finishedAt).not.toBeNull()
  })

  it('keeps an image pending while its refund cannot be written, and refunds it once it can', async () => {
    const user = await createUser(app, { credits: 2 })
    const orphan = await orphanedImage(user.id, { minutesOld: 5 })
    // A real database failure on this user's refund, as a crash or a lost connection between
    // marking the image failed and giving the credit back would be: the two commit together or not at all.
    await db.execute(
      sql.raw(`create or replace function refuse_refund() returns trigger language plpgsql as $$
        begin raise exception 'ledger unavailable'; end $$`),
    )
    await db.execute(
      sql.raw(`create trigger refuse_refund before insert on credit_ledger for each row
        when (new.user_id = '${user.id}' and new.reason = 'refund') execute function refuse_refund()`),
    )
    try {
      await expect(handlers.reconcile()).rejects.toThrow(/insert into "credit_ledger"/)
      const [row] = await db.select().from(generations).where(eq(generations.id, orphan.id))
      expect(row?.status).toBe('pending')
      expect(await balanceOf(app, user.id)).toBe(1)
    } finally {
      await db.execute(sql.raw('drop trigger refuse_refund on credit_ledger'))
    }
    await handlers.reconcile()
    const [row] = await db.select().from(generations).where(eq(generations.id, orphan.id))
    expect(row).toMatchObject({ status: 'failed', error: INTERRUPTED_MESSAGE })
    expect(await balanceOf(app, user.id)).toBe(2)
    expect((await ledgerOf(user.id)).filter((entry) => entry.reason === 'refund')).toHaveLength(1)
  })

  it('leaves alone an image that is still within its lease, and one whose job waits in the queue', async () => {
    const user = await createUser(app, { credits: 5 })
    await orphanedImage(user.id, { minutesOld: 0 })
    const waiting = await orphanedImage(user.id, { minutesOld: 5 })
    // Put back for later, as a rate-limited provider's image is: its job is live though not running.
    await app.deps.jobs.enqueue(
      [
        {
          generationId: waiting.id,
          batchId: waiting.batchId,
          userId: user.id,
          creatorPrompt: '',
          referenceKey: null,
          backoffs: 1,
        },
      ],
      { delaySeconds: 3600 },
    )

    await handlers.reconcile()

    const rows = await db.select().from(generations).where(eq(generations.userId, user.id))
    expect(rows.map((row) => row.status)).toEqual(['pending', 'pending'])
    expect((await ledgerOf(user.id)).filter((entry) => entry.reason === 'refund')).toHaveLength(0)
  })

  it("removes the files of a run that never committed and of runs that ended, and keeps an image's own", async () => {
    const user = await createUser(app, { credits: 1 })
    const old = new Date(Date.now() - 5 * 60_000)
    const abandoned = { key: `generations/${user.id}/${randomUUID()}-ref.jpg`, batchId: randomUUID() }
    const ended = await orphanedImage(user.id, { minutesOld: 5 })
    await handlers.reconcile()
    const endedInput = { key: `generations/${user.id}/${ended.batchId}-ref.jpg`, batchId: ended.batchId }
    const kept = `generations/${user.id}/${randomUUID()}-persona.png`
    for (const file of [abandoned, endedInput]) {
      await db.insert(runFiles).values({ ...file, createdAt: old })
      await app.deps.files.put(file.key, Buffer.from('input'))
    }
    await app.deps.files.put(kept, Buffer.from('an image layer'))

    await handlers.reconcile()

    expect(await app.deps.files.get(abandoned.key)).toBeNull()
    expect(await app.deps.files.get(endedInput.key)).toBeNull()
    expect(await app.deps.files.get(kept)).not.toBeNull()
    expect(
      await db
        .select()
        .from(runFiles)
        .where(like(runFiles.key, `generations/${user.id}/%`)),
    ).toEqual([])
  })
})
