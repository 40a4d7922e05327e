import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { users } from '#server/db/schema.ts'
import { generatorMessages } from '#shared/generator/defaults.ts'
import type { BatchView, Generation } from '#shared/generator/schemas.ts'
import { createAdmin, createUser, type TestUser } from '../support/factories.ts'
import { startFakeGemini } from '../support/fake-gemini.ts'
import { generateSettled, waitForBatch } from '../support/generate.ts'
import { createTestApp } from '../support/test-app.ts'

// Issue 25, item 9: a failed thumbnail can be retried from the gallery. Its failure was refunded,
// so a retry is a new paid image with the same prompt and settings.
const fake = await startFakeGemini()
afterAll(() => fake.close())
const { app, db } = await createTestApp({
  GEMINI_API_BASE_URL: fake.url,
  GENERATOR_RATE_LIMIT_PER_MINUTE: '1000',
  GENERATION_BACKOFF_LIMIT: '0',
})
const admin = await createAdmin(app)
const KEY = 'AIzaRETRYkeyRETRYkeyRETRYkeyRETRY0001'
const added = await app.inject({
  method: 'POST',
  url: '/api/gemini-keys',
  headers: { cookie: admin.cookie },
  payload: { name: 'Main', key: KEY },
})
expect(added.json().key.isActive).toBe(true)

const balanceOf = async (id: string) =>
  (await db.select({ b: users.creditBalance }).from(users).where(eq(users.id, id)))[0]?.b
const retry = (user: TestUser | null, id: string) =>
  app.inject({
    method: 'POST',
    url: `/api/generations/${id}/retry`,
    headers: user ? { cookie: user.cookie } : {},
  })

/** A thumbnail that failed because the key stopped working (refunded), then the key works again. */
async function failedThumbnail(user: TestUser, extra: Record<string, unknown> = {}): Promise<Generation> {
  fake.reset()
  fake.rejectKey(KEY)
  const view = (
    await generateSettled(app, user, {
      category: 'Technology',
      prompt: 'A robot unboxing a phone',
      textOverlay: { title: 'Nobody Expected This' },
      variants: 1,
      ...extra,
    })
  ).json<BatchView>()
  fake.reset()
  const [failed] = view.results
  expect(failed?.status).toBe('failed')
  return failed as Generation
}

describe('retrying a failed thumbnail', () => {
  it('spends a credit again and makes the image with the same prompt and settings', async () => {
    const user = await createUser(app, { credits: 1 })
    const failed = await failedThumbnail(user)
    expect(await balanceOf(user.id)).toBe(1)

    const accepted = await retry(user, failed.id)
    expect(accepted.statusCode, accepted.body).toBe(202)
    const view = await waitForBatch(app, user, accepted.json().batchId)
    const [made] = view.results
    expect(made).toMatchObject({ status: 'succeeded', provider: 'gemini', prompt: failed.prompt })
    expect(made?.params.textOverlay.title).toBe('Nobody Expected This')
    expect(made?.params.layout).toBe(failed.params.layout)
    expect(fake.requests.at(-1)?.body.contents[0]?.parts[0]?.text).toBe(failed.prompt)
    expect(await balanceOf(user.id)).toBe(0)
  })

  it('is refunded again when the retry fails too', async () => {
    const user = await createUser(app, { credits: 1 })
    const failed = await failedThumbnail(user)
    fake.rejectKey(KEY)
    const accepted = await retry(user, failed.id)
    const view = await waitForBatch(app, user, accepted.json().batchId)
    expect(view.message).toBe(generatorMessages.aiUnavailable)
    expect(await balanceOf(user.id)).toBe(1)
  })

  it('answers anonymous 401, another user 404, an admin 404, and without credit 402 with nothing queued', async () => {
    const owner = await createUser(app, { credits: 1 })
    const failed = await failedThumbnail(owner)
    const other = await createUser(app, { credits: 5 })
    expect((await retry(null, failed.id)).statusCode).toBe(401)
    expect((await retry(other, failed.id)).statusCode).toBe(404)
    expect((await retry(admin, failed.id)).statusCode).toBe(404)
    await db.update(users).set({ creditBalance: 0 }).where(eq(users.id, owner.id))
    const broke = await retry(owner, failed.id)
    expect(broke.statusCode).toBe(402)
    expect(fake.requests).toHaveLength(0)
  })

  it('refuses a thumbnail that did not fail, or whose uploaded picture is gone, before spending', async () => {
    const user = await createUser(app, { credits: 3 })
    fake.reset()
    const made = (
      await generateSettled(app, user, { category: 'Technology', prompt: 'A robot', variants: 1 })
    ).json<BatchView>().results[0]
    const notFailed = await retry(user, made?.id ?? '')
    expect(notFailed.statusCode).toBe(409)
    expect(notFailed.json().error.message).toBe(generatorMessages.retryNotFailed)

    const pixel =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='
    const withReference = await failedThumbnail(user, { referenceImage: pixel })
    const refused = await retry(user, withReference.id)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.message).toBe(generatorMessages.retryNeedsInputs)
    expect(await balanceOf(user.id)).toBe(2)
  })
})
