import { eq } from 'drizzle-orm'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { users } from '#server/db/schema.ts'
import { paletteFor } from '#server/providers/ai/offline-palette.ts'
import type { AdminHealth } from '#shared/admin/health-summary.ts'
import { DEFAULT_COLOR_SCHEME, generatorMessages } from '#shared/generator/defaults.ts'
import type { AiSettings, BatchView, GeminiKey } from '#shared/generator/schemas.ts'
import { createAdmin, createUser, type TestUser } from '../support/factories.ts'
import { startFakeGemini } from '../support/fake-gemini.ts'
import { generateSettled } from '../support/generate.ts'
import { createTestApp } from '../support/test-app.ts'

// Issue 25, item 9: a key is tested when it is saved or activated, a failing one never switches
// the generator to Gemini, and a run whose keys all fail tells the creator plainly.
const fake = await startFakeGemini()
afterAll(() => fake.close())
const { app, db } = await createTestApp({
  GEMINI_API_BASE_URL: fake.url,
  GENERATOR_RATE_LIMIT_PER_MINUTE: '1000',
  GENERATION_BACKOFF_LIMIT: '0',
})
const admin = await createAdmin(app)

const GOOD = 'AIzaCHECKgoodKEYgoodKEYgoodKEY00000001'
const BAD = 'AIzaCHECKbadKEYbadKEYbadKEYbadKEY000002'
const INVALID = 'API Error: 400 - API key not valid. Please pass a valid API key.'

const as = (
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => app.inject({ method, url, payload, headers: user ? { cookie: user.cookie } : {} })
const settings = async () => (await as(admin, 'GET', '/api/ai-settings')).json<AiSettings>()
const setSettings = async (patch: Partial<AiSettings>) => {
  const current = await settings()
  const response = await as(admin, 'PUT', '/api/ai-settings', {
    provider: current.provider,
    imageModel: current.imageModel,
    textModel: current.textModel,
    ...patch,
  })
  expect(response.statusCode, response.body).toBe(200)
}
const addKey = async (key: string, name = 'Key') => {
  const response = await as(admin, 'POST', '/api/gemini-keys', { name, key })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ key: GeminiKey; message: string }>()
}
const balanceOf = async (id: string) =>
  (await db.select({ b: users.creditBalance }).from(users).where(eq(users.id, id)))[0]?.b
const run = (user: TestUser) =>
  generateSettled(app, user, {
    category: 'Technology',
    prompt: 'A robot unboxing a phone',
    textOverlay: { title: 'Nobody Expected This' },
  })

beforeEach(async () => {
  fake.reset()
  for (const key of (await as(admin, 'GET', '/api/gemini-keys')).json<{ items: GeminiKey[] }>().items)
    await as(admin, 'DELETE', `/api/gemini-keys/${key.id}`)
  await setSettings({ provider: 'auto', whenUnavailable: 'refuse' })
})

describe('a key is tested when saved or activated', () => {
  it('saves a key that fails its test call inactive, with the reason, and the generator stays offline', async () => {
    fake.rejectKey(BAD)
    const saved = await addKey(BAD)
    expect(fake.listRequests).toEqual([BAD])
    expect(saved.key).toMatchObject({ isActive: false, lastError: INVALID })
    expect(saved.message).toBe(`API key saved but not active: its test call failed (${INVALID})`)
    expect(saved).toMatchObject({ testFailure: INVALID })
    expect(await settings()).toMatchObject({ activeKeyCount: 0, effectiveProvider: 'offline' })
    const catalog = await as(admin, 'GET', '/api/generator/catalog')
    expect(catalog.json().effectiveProvider).toBe('offline')

    const user = await createUser(app, { credits: 1 })
    const made = await run(user)
    expect(made.json<BatchView>().results[0]).toMatchObject({ status: 'succeeded', provider: 'offline' })
    expect(fake.requests).toHaveLength(0)
  })

  it('switches to Gemini only for a key that passes, and the key never leaves the server', async () => {
    const saved = await addKey(GOOD)
    expect(saved.message).toBe('API key added successfully!')
    expect(saved.key).toMatchObject({ isActive: true, lastError: null })
    expect(JSON.stringify(saved)).not.toContain(GOOD)
    expect(fake.listRequests).toEqual([GOOD])
    expect(await settings()).toMatchObject({ activeKeyCount: 1, effectiveProvider: 'gemini' })
  })

  it('tests a key again when it is activated, and keeps it inactive while it fails', async () => {
    fake.rejectKey(BAD)
    const { key } = await addKey(BAD)
    const toggled = await as(admin, 'PATCH', `/api/gemini-keys/${key.id}/toggle`)
    expect(toggled.statusCode).toBe(200)
    expect(toggled.json().key).toMatchObject({ isActive: false, lastError: INVALID })
    expect(toggled.json().message).toContain('its test call failed')
    expect(fake.listRequests).toEqual([BAD, BAD])
    expect((await settings()).effectiveProvider).toBe('offline')

    // Fixed at Google's end (billing enabled, restriction lifted): activating now works.
    fake.reset()
    const again = await as(admin, 'PATCH', `/api/gemini-keys/${key.id}/toggle`)
    expect(again.json().key.isActive).toBe(true)
    expect((await settings()).effectiveProvider).toBe('gemini')
    // Deactivating makes no call.
    await as(admin, 'PATCH', `/api/gemini-keys/${key.id}/toggle`)
    expect(fake.listRequests).toEqual([BAD])
  })

  it('tests a replacement key, and a failing one deactivates the key', async () => {
    const { key } = await addKey(GOOD)
    fake.rejectKey(BAD)
    const replaced = await as(admin, 'PUT', `/api/gemini-keys/${key.id}`, { name: 'Key', key: BAD })
    expect(replaced.statusCode).toBe(200)
    expect(replaced.json().key).toMatchObject({ isActive: false, lastError: INVALID })
    // A rename of a working active key makes no call.
    fake.reset()
    const { key: other } = await addKey(GOOD, 'Other')
    await as(admin, 'PUT', `/api/gemini-keys/${other.id}`, { name: 'Renamed' })
    expect(fake.listRequests).toEqual([GOOD])
  })
})

describe('when every key fails at run time', () => {
  it('tells the creator plainly, refunds, and shows the operator the reason', async () => {
    await addKey(GOOD)
    fake.rejectKey(GOOD)
    const user = await createUser(app, { credits: 1 })
    const made = await run(user)
    expect(made.statusCode).toBe(202)
    const view = made.json<BatchView>()
    expect(view.message).toBe('The AI image service is unavailable right now. Your credits were refunded.')
    expect(view.results[0]).toMatchObject({ status: 'failed', error: generatorMessages.aiUnavailable })
    expect(await balanceOf(user.id)).toBe(1)

    const health = (await as(admin, 'GET', '/api/admin/health-summary')).json<AdminHealth>()
    expect(health.aiService).toMatchObject({
      whenUnavailable: 'refuse',
      lastUnavailable: { reason: INVALID },
    })
    expect(health.geminiKeys.failing.map((k) => k.lastError)).toContain(INVALID)
  })

  it('draws offline instead when the admin chose it, labelled on the result', async () => {
    await addKey(GOOD)
    await setSettings({ whenUnavailable: 'offline' })
    expect((await settings()).whenUnavailable).toBe('offline')
    fake.rejectKey(GOOD)
    const user = await createUser(app, { credits: 1 })
    const view = (await run(user)).json<BatchView>()
    const [result] = view.results
    expect(result).toMatchObject({ status: 'succeeded', provider: 'offline', model: null })
    expect(result?.params.offlineFallback).toBe(true)
    // Its params are the picture's as drawn: the palette the offline renderer used is recorded.
    expect(result?.params.colorScheme.background.toLowerCase()).toBe(
      paletteFor('Technology', DEFAULT_COLOR_SCHEME, 0).bg.toLowerCase(),
    )
    expect(result?.imageUrl).toBeTruthy()
    // It made a picture, so its credit is spent.
    expect(await balanceOf(user.id)).toBe(0)
  })

  it("refunds an 'AI-drawn text' run instead: offline it would come without its title", async () => {
    await addKey(GOOD)
    await setSettings({ whenUnavailable: 'offline' })
    fake.rejectKey(GOOD)
    const user = await createUser(app, { credits: 1 })
    const view = (
      await generateSettled(app, user, {
        category: 'Technology',
        prompt: 'A robot unboxing a phone',
        textOverlay: { title: 'Nobody Expected This' },
        textMode: 'ai',
      })
    ).json<BatchView>()
    expect(view.results[0]).toMatchObject({ status: 'failed', error: generatorMessages.aiUnavailable })
    expect(await balanceOf(user.id)).toBe(1)
  })

  it('keeps the stored fallback when a settings save leaves it out', async () => {
    await setSettings({ whenUnavailable: 'offline' })
    const current = await settings()
    await as(admin, 'PUT', '/api/ai-settings', {
      provider: current.provider,
      imageModel: current.imageModel,
      textModel: current.textModel,
    })
    expect((await settings()).whenUnavailable).toBe('offline')
  })

  it('lets only an admin choose the fallback', async () => {
    const user = await createUser(app)
    const body = {
      provider: 'auto',
      imageModel: 'gemini-2.5-flash-image',
      textModel: 'gemini-2.5-flash',
      whenUnavailable: 'offline',
    }
    expect((await as(null, 'PUT', '/api/ai-settings', body)).statusCode).toBe(401)
    expect((await as(user, 'PUT', '/api/ai-settings', body)).statusCode).toBe(403)
    expect(
      (await as(admin, 'PUT', '/api/ai-settings', { ...body, whenUnavailable: 'maybe' })).statusCode,
    ).toBe(400)
  })
})
