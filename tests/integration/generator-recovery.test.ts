import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '#server/app.ts'
import { creditLedger, generations } from '#server/db/schema.ts'
import { recoverInterruptedGenerations } from '#server/features/generator/recovery.ts'
import { prepareGenerator } from '#server/features/generator/startup.ts'
import { balanceOf } from '../support/billing.ts'
import { createUser } from '../support/factories.ts'
import { startFakeGemini } from '../support/fake-gemini.ts'
import { sendSameOriginByDefault } from '../support/same-origin.ts'
import { testConfig } from '../support/test-app.ts'
import { cloneTestDatabase } from '../support/test-database.ts'

// Crash recovery on a database shared by several instances: a run still in flight on this (or
// another) instance is young, so recovery must leave it alone and let it finish and charge once.
const fake = await startFakeGemini()
const database = await cloneTestDatabase()
const config = testConfig({
  GEMINI_API_KEY: 'AIzaFAKEkeyRRRRRRRRRRRRRRRRRRRRRRRR3333',
  GEMINI_API_BASE_URL: fake.url,
  GENERATOR_RATE_LIMIT_PER_MINUTE: '1000',
})
await prepareGenerator(config, database)
const app = await buildApp({ config, database, webRoot: '/nonexistent', logger: false })
await app.ready()
sendSameOriginByDefault(app, config)
afterAll(async () => {
  await app.close()
  await database.close()
  await fake.close()
})
const db = database.db
const SHARED_GRACE_MS = 15 * 60_000

const generate = (cookie: string) =>
  app.inject({
    method: 'POST',
    url: '/api/generator/generate',
    headers: { cookie },
    payload: { category: 'Technology', prompt: 'A robot', textOverlay: { title: 'Still Running' } },
  })

describe('crash recovery with runs in flight', () => {
  it('leaves a young run alone while it is in flight, takes an old one, and the young run finishes charged once', async () => {
    // An old run a crash left behind an hour ago: pending, its credit spent.
    const crashed = await createUser(app, { credits: 1 })
    const first = await generate(crashed.cookie)
    expect(first.statusCode, first.body).toBe(200)
    const [old] = await db.select().from(generations).where(eq(generations.userId, crashed.id))
    await db
      .update(generations)
      .set({ status: 'pending', createdAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(generations.id, old?.id ?? ''))

    // A live run, held at the provider until the test lets it go.
    let release = () => {}
    const until = new Promise<void>((resolve) => {
      release = resolve
    })
    fake.queue('*', { kind: 'held', until })
    const user = await createUser(app, { credits: 2 })
    const requestsBefore = fake.requests.length
    const running = generate(user.cookie)
    while (fake.requests.length === requestsBefore) await new Promise((resolve) => setTimeout(resolve, 10))
    expect(await balanceOf(app, user.id)).toBe(1)

    expect(await recoverInterruptedGenerations(db, { graceMs: SHARED_GRACE_MS })).toBe(1)
    const [live] = await db.select().from(generations).where(eq(generations.userId, user.id))
    expect(live?.status).toBe('pending')
    const [recovered] = await db
      .select()
      .from(generations)
      .where(eq(generations.id, old?.id ?? ''))
    expect(recovered?.status).toBe('failed')
    expect(await balanceOf(app, crashed.id)).toBe(1)

    release()
    const finished = await running
    expect(finished.statusCode, finished.body).toBe(200)
    const [done] = await db.select().from(generations).where(eq(generations.userId, user.id))
    expect(done?.status).toBe('succeeded')
    expect(await balanceOf(app, user.id)).toBe(1)
    const entries = await db.select().from(creditLedger).where(eq(creditLedger.userId, user.id))
    expect(entries.filter((e) => e.reason === 'refund')).toHaveLength(0)
    expect(await recoverInterruptedGenerations(db, { graceMs: SHARED_GRACE_MS })).toBe(0)
  })
})
