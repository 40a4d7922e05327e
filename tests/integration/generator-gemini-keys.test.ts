import { eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { describe, expect, it, onTestFinished } from 'vitest'
import { geminiKeys } from '#server/db/schema.ts'
import { prepareGenerator } from '#server/features/generator/startup.ts'
import { createSecretBox } from '#server/lib/secret-box.ts'
import { generatorMessages } from '#shared/generator/defaults.ts'
import { createUser } from '../support/factories.ts'
import { KEY_A, KEY_B, startGeminiScene } from '../support/gemini-scene.ts'
import { testConfig } from '../support/test-app.ts'
import { cloneTestDatabase } from '../support/test-database.ts'

// The key pool as an admin keeps it: keys sealed and masked, a key sealed under another secret,
// the AI settings, who may use these routes, and GEMINI_API_KEY seeding an empty pool. The pool
// starts empty here: the first test fills it.
const { app, db, fake, admin, keyIds, call, generateAs, toggleKeys, balanceOf, expectNoKeyShown } =
  await startGeminiScene()

describe('the Gemini key pool (admin)', () => {
  it('adds keys encrypted and shows only their masks', async () => {
    for (const [name, key] of [
      ['Key A', KEY_A],
      ['Key B', KEY_B],
    ] as const) {
      const response = await call({
        method: 'POST',
        url: '/api/gemini-keys',
        payload: { name, key },
        as: admin,
      })
      expect(response.statusCode).toBe(201)
      expect(response.json().message).toBe('API key added successfully!')
      expect(response.json().key).toMatchObject({
        name,
        isActive: true,
        keyMask: `${key.slice(0, 8)}••••${key.slice(-4)}`,
      })
      keyIds[key] = response.json().key.id
    }
    const stored = await db.select().from(geminiKeys)
    expect(stored.map((k) => k.keyEncrypted).join()).not.toContain('FAKEkey')
    const list = await call({ method: 'GET', url: '/api/gemini-keys', as: admin })
    expect(list.json().items).toHaveLength(2)
    const catalog = await call({ method: 'GET', url: '/api/generator/catalog' })
    expect(catalog.json().effectiveProvider).toBe('gemini')
  })

  it('requires a name and a key', async () => {
    const response = await call({
      method: 'POST',
      url: '/api/gemini-keys',
      payload: { name: ' ', key: '' },
      as: admin,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.issues.map((i: { message: string }) => i.message)).toContain(
      'Name and key are required',
    )
  })

  it('edits (a blank key keeps the stored one), toggles and deletes', async () => {
    const created = await call({
      method: 'POST',
      url: '/api/gemini-keys',
      payload: { name: 'Spare', key: 'AIzaSPAREspareSPAREspare9999', isActive: false },
      as: admin,
    })
    const id = created.json().key.id
    const renamed = await call({
      method: 'PUT',
      url: `/api/gemini-keys/${id}`,
      payload: { name: 'Spare 2', key: '' },
      as: admin,
    })
    expect(renamed.json()).toMatchObject({
      message: 'API key updated successfully!',
      key: { name: 'Spare 2', keyMask: 'AIzaSPAR••••9999' },
    })
    const rekeyed = await call({
      method: 'PUT',
      url: `/api/gemini-keys/${id}`,
      payload: { name: 'Spare 2', key: 'AIzaNEWKEYnewkeyNEWKEY7777' },
      as: admin,
    })
    expect(rekeyed.json().key.keyMask).toBe('AIzaNEWK••••7777')
    const toggled = await call({ method: 'PATCH', url: `/api/gemini-keys/${id}/toggle`, as: admin })
    expect(toggled.json()).toMatchObject({
      message: 'API key activated successfully!',
      key: { isActive: true },
    })
    const off = await call({ method: 'PATCH', url: `/api/gemini-keys/${id}/toggle`, as: admin })
    expect(off.json().message).toBe('API key deactivated successfully!')
    const removed = await call({ method: 'DELETE', url: `/api/gemini-keys/${id}`, as: admin })
    expect(removed.json().message).toBe('API key deleted successfully!')
    expect((await call({ method: 'DELETE', url: `/api/gemini-keys/${id}`, as: admin })).statusCode).toBe(404)
  })
})

describe('a key sealed under another app secret', () => {
  it("is skipped and marked 'Failed to load API keys'; alone, the run fails plainly and refunds", async () => {
    const foreign = createSecretBox('another-secret-another-secret-another-0000')
    const [stranger] = await db
      .insert(geminiKeys)
      .values({
        name: 'Restored elsewhere',
        keyEncrypted: foreign.seal('AIzaFOREIGNforeignFOREIGN5555'),
        keyMask: 'AIzaFORE••••5555',
      })
      .returning()
    onTestFinished(() =>
      db
        .delete(geminiKeys)
        .where(eq(geminiKeys.id, stranger?.id ?? ''))
        .then(() => {}),
    )
    fake.reset()
    const user = await createUser(app, { credits: 2 })
    const served = await generateAs(user)
    expect(served.json().results[0].status).toBe('succeeded')
    expect(fake.requests.map((r) => r.apiKey).every((k) => k === KEY_A || k === KEY_B)).toBe(true)

    await toggleKeys()
    onTestFinished(toggleKeys)
    fake.reset()
    const refused = await generateAs(user)
    expect(refused.statusCode).toBe(202)
    expect(refused.json().message).toBe(generatorMessages.aiUnavailable)
    expect(fake.requests).toHaveLength(0)
    expect(await balanceOf(user.id)).toBe(1)
    const listed = await call({ method: 'GET', url: '/api/gemini-keys', as: admin })
    expect(listed.json().items.find((k: { id: string }) => k.id === stranger?.id)).toMatchObject({
      lastError: 'Failed to load API keys',
    })
  })
})

describe('AI settings (admin)', () => {
  it('gemini with no active key refuses before spending; auto falls back to offline', async () => {
    const user = await createUser(app, { credits: 1 })
    const setTo = (provider: string) =>
      call({
        method: 'PUT',
        url: '/api/ai-settings',
        payload: { provider, imageModel: 'gemini-2.5-flash-image', textModel: 'gemini-2.5-flash' },
        as: admin,
      })
    expect((await setTo('gemini')).json()).toMatchObject({
      provider: 'gemini',
      activeKeyCount: 2,
      effectiveProvider: 'gemini',
    })
    await toggleKeys()
    const settings = await call({ method: 'GET', url: '/api/ai-settings', as: admin })
    expect(settings.json()).toMatchObject({ activeKeyCount: 0, effectiveProvider: null })
    const refused = await generateAs(user)
    expect(refused.json().error.message).toBe('No API keys available')
    expect(await balanceOf(user.id)).toBe(1)

    expect((await setTo('auto')).json().effectiveProvider).toBe('offline')
    const offline = await generateAs(user)
    expect(offline.json().results[0].provider).toBe('offline')
    await toggleKeys()
  })

  it('validates the model names', async () => {
    const response = await call({
      method: 'PUT',
      url: '/api/ai-settings',
      payload: { provider: 'auto', imageModel: 'bad model!', textModel: '' },
      as: admin,
    })
    expect(response.statusCode).toBe(400)
  })
})

describe('authorization on the admin AI routes', () => {
  it('anonymous 401, a user 403, another user 403, admin 200', async () => {
    const user = await createUser(app)
    const other = await createUser(app, { role: 'Seller' })
    const id = keyIds[KEY_A] ?? ''
    const routes: InjectOptions[] = [
      { method: 'GET', url: '/api/gemini-keys' },
      { method: 'POST', url: '/api/gemini-keys', payload: { name: 'X', key: 'AIzaXXXXXXXXXXXXXXXXXXXX' } },
      { method: 'PUT', url: `/api/gemini-keys/${id}`, payload: { name: 'Key A' } },
      { method: 'PATCH', url: `/api/gemini-keys/${id}/toggle` },
      { method: 'DELETE', url: '/api/gemini-keys/00000000-0000-4000-8000-000000000000' },
      { method: 'GET', url: '/api/ai-settings' },
      {
        method: 'PUT',
        url: '/api/ai-settings',
        payload: { provider: 'auto', imageModel: 'gemini-2.5-flash-image', textModel: 'gemini-2.5-flash' },
      },
    ]
    for (const route of routes) {
      const label = `${route.method} ${route.url}`
      expect((await call({ ...route, as: null })).statusCode, label).toBe(401)
      expect((await call({ ...route, as: user })).statusCode, label).toBe(403)
      expect((await call({ ...route, as: other })).statusCode, label).toBe(403)
      expect([200, 201, 404], label).toContain((await call({ ...route, as: admin })).statusCode)
    }
    // Leave key A active for anything after this.
    const [a] = await db.select().from(geminiKeys).where(eq(geminiKeys.id, id))
    if (!a?.isActive) await call({ method: 'PATCH', url: `/api/gemini-keys/${id}/toggle`, as: admin })
  })
})

describe('GEMINI_API_KEY', () => {
  it('seeds an empty pool once', async () => {
    const fresh = await cloneTestDatabase()
    const seeded = testConfig({ GEMINI_API_KEY: 'AIzaENVenvENVenvENVenv4242' })
    await prepareGenerator(seeded, fresh)
    await prepareGenerator(seeded, fresh)
    const rows = await fresh.db.select().from(geminiKeys)
    expect(rows.map((r) => [r.keyMask, r.isActive])).toEqual([['AIzaENVe••••4242', true]])
    await fresh.close()
  })
})

describe('secrets', () => {
  it('no API response and no log line ever contained a key', () => {
    expectNoKeyShown({
      logged: 'generation failed, refunding',
      keys: ['AIzaNEWKEYnewkeyNEWKEY7777', 'AIzaSPAREspareSPAREspare9999'],
    })
  })
})
