import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { generations, users } from '#server/db/schema.ts'
import { generatorMessages } from '#shared/generator/defaults.ts'
import { createUser } from '../support/factories.ts'
import { heldGate } from '../support/fake-gemini.ts'
import { geminiForm, KEY_A, KEY_B, startGeminiScene } from '../support/gemini-scene.ts'
import { generateSettled } from '../support/generate.ts'
import { startQueuedGeminiApp } from '../support/queued-gemini-app.ts'
import { waitUntil } from '../support/wait-until.ts'

// Credits around the provider: every credit a Gemini run spends ends in an image or exactly one
// refund, whatever the keys answer, and the in-flight limit and the balance hold under a burst.
const { app, db, fake, generateAs, addKeys, balanceOf, ledgerFor, expectNoKeyShown } =
  await startGeminiScene()
await addKeys()

describe('a run the provider fails', () => {
  it('past the back-off cap (0 here), fails a run whose keys are all rate-limited at once and refunds it', async () => {
    fake.reset()
    fake.queue(KEY_A, { kind: 'rate-limited', retryDelay: '0.2s' })
    fake.queue(KEY_B, { kind: 'rate-limited', retryDelay: '0.2s' })
    const user = await createUser(app, { credits: 1 })
    const response = await generateAs(user)
    expect(response.statusCode).toBe(202)
    expect(response.json().message).toBe(generatorMessages.aiUnavailable)
    // One call per key, no wait and no third call: a back-off would go through the queue.
    expect(fake.requests).toHaveLength(2)
    expect(await balanceOf(user.id)).toBe(1)
  })

  it('refunds exactly once when every key answers 503 at its retry too, with the plain message', async () => {
    fake.reset()
    fake.queue(KEY_A, { kind: 'overloaded' }, { kind: 'overloaded' })
    fake.queue(KEY_B, { kind: 'overloaded' }, { kind: 'overloaded' })
    const user = await createUser(app, { credits: 1 })
    const response = await generateAs(user)
    expect(response.statusCode).toBe(202)
    expect(response.json().message).toBe(generatorMessages.aiUnavailable)
    // Both keys, then both again at the one retry through the queue.
    expect(fake.requests).toHaveLength(4)
    expect(await balanceOf(user.id)).toBe(1)
    const [row] = await db.select().from(generations).where(eq(generations.userId, user.id))
    expect(row?.status).toBe('failed')
    expect((await ledgerFor(row?.id ?? '')).map((e) => e.delta).sort()).toEqual([-1, 1])
  })

  it('turns IMAGE_SAFETY into a clear error and refunds', async () => {
    fake.reset()
    fake.queue('*', { kind: 'image-safety' })
    const user = await createUser(app, { credits: 1 })
    const response = await generateAs(user)
    expect(response.statusCode).toBe(202)
    expect(response.json().message).toContain('IMAGE_SAFETY')
    expect(fake.requests).toHaveLength(1)
    expect(await balanceOf(user.id)).toBe(1)
  })

  it('says no image was generated when the model answers with words only twice, and refunds', async () => {
    fake.reset()
    fake.queue('*', { kind: 'text-only' }, { kind: 'text-only' })
    const user = await createUser(app, { credits: 1 })
    const response = await generateAs(user)
    expect(response.statusCode).toBe(202)
    expect(response.json().message).toBe('No image was generated from the API response')
    expect(await balanceOf(user.id)).toBe(1)
  })

  it('charges only for the images a run actually made', async () => {
    fake.reset()
    fake.queue('*', { kind: 'prompt-blocked' })
    const user = await createUser(app, { credits: 3 })
    const response = await generateAs(user, geminiForm({ variants: 3 }))
    expect(response.statusCode).toBe(202)
    const statuses = response
      .json()
      .results.map((r: { status: string }) => r.status)
      .sort()
    expect(statuses).toEqual(['failed', 'succeeded', 'succeeded'])
    expect(response.json().balance).toBe(1)
    expect(await balanceOf(user.id)).toBe(1)
  })
})

describe('credits around the provider', () => {
  it('answers 402 on 0 credits without ever calling Gemini', async () => {
    fake.reset()
    const user = await createUser(app, { credits: 0 })
    const response = await generateAs(user)
    expect(response.statusCode).toBe(402)
    expect(response.json().error.message).toBe('Insufficient credits. Buy more to generate images.')
    expect(fake.requests).toHaveLength(0)
    expect(await db.select().from(generations).where(eq(generations.userId, user.id))).toEqual([])
  })

  it('refunds exactly once for each kind of failure: one spend and one refund per image', async () => {
    for (const reply of [
      { kind: 'image-safety' },
      { kind: 'text-only' },
      { kind: 'prompt-blocked' },
    ] as const) {
      fake.reset()
      // An answer with no image earns one retry; its refund comes when that fails too.
      fake.queue('*', reply, ...(reply.kind === 'text-only' ? [reply] : []))
      const user = await createUser(app, { credits: 1 })
      const response = await generateAs(user, geminiForm())
      expect(response.statusCode, reply.kind).toBe(202)
      const [row] = await db.select().from(generations).where(eq(generations.userId, user.id))
      expect(row?.status, reply.kind).toBe('failed')
      const entries = await ledgerFor(row?.id ?? '')
      expect(entries.map((e) => [e.reason, e.delta]).sort(), reply.kind).toEqual([
        ['generation', -1],
        ['refund', 1],
      ])
      expect(await balanceOf(user.id), reply.kind).toBe(1)
    }
  })

  it('lets a user have 2 generations in flight and refuses a third without spending or calling Gemini', async () => {
    fake.reset()
    const { until, release } = heldGate()
    fake.queue('*', { kind: 'held', until }, { kind: 'held', until })
    const user = await createUser(app, { credits: 5 })
    const running = [1, 2].map(() => generateAs(user))
    // Both runs have paid and reached the provider once the fake has seen both requests.
    await waitUntil(() => fake.requests.length >= 2, { what: 'both runs to reach the provider' })
    const third = await generateAs(user)
    expect(third.statusCode).toBe(429)
    expect(third.json().error.message).toBe(
      'You already have generations running. Wait for one to finish, then try again.',
    )
    expect(fake.requests).toHaveLength(2)
    expect(await balanceOf(user.id)).toBe(3)
    release()
    expect((await Promise.all(running)).map((r) => r.statusCode)).toEqual([202, 202])
    const after = await generateAs(user)
    expect(after.statusCode).toBe(202)
    expect(await balanceOf(user.id)).toBe(2)
  })

  it('turns 20 parallel requests on 5 credits into exactly 5 Gemini images and a balance of 0 (races only on PostgreSQL)', async () => {
    // A second server on its own database, keyed from GEMINI_API_KEY, its in-flight limit out of the way.
    const { app: burstApp, db: burstDb } = await startQueuedGeminiApp(fake.url, {
      GEMINI_API_KEY: KEY_A,
      GENERATOR_MAX_IN_FLIGHT: '25',
    })
    fake.reset()
    const user = await createUser(burstApp, { credits: 5 })
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => generateSettled(burstApp, user, geminiForm())),
    )
    const statuses = responses.map((r) => r.statusCode)
    expect(statuses.filter((s) => s === 202)).toHaveLength(5)
    expect(statuses.filter((s) => s === 402)).toHaveLength(15)
    expect(fake.requests).toHaveLength(5)
    const [row] = await burstDb.select({ b: users.creditBalance }).from(users).where(eq(users.id, user.id))
    expect(row?.b).toBe(0)
    const made = await burstDb.select().from(generations).where(eq(generations.userId, user.id))
    expect(made.map((g) => g.status)).toEqual(Array(5).fill('succeeded'))
  })
})

describe('secrets', () => {
  it('no API response and no log line ever contained a key', () => {
    expectNoKeyShown({ logged: 'generation failed, refunding' })
  })
})
