import { Writable } from 'node:stream'
import { eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import sharp from 'sharp'
import { afterAll, describe, expect, it, onTestFinished } from 'vitest'
import { buildApp } from '#server/app.ts'
import { creditLedger, geminiKeys, generations, users } from '#server/db/schema.ts'
import { prepareGenerator } from '#server/features/generator/startup.ts'
import { createSecretBox } from '#server/lib/secret-box.ts'
import { DEFAULT_IMAGE_MODEL, generatorMessages } from '#shared/generator/defaults.ts'
import { createAdmin, createUser, type TestUser } from '../support/factories.ts'
import { startFakeGemini } from '../support/fake-gemini.ts'
import { generateSettled } from '../support/generate.ts'
import { sendSameOriginByDefault } from '../support/same-origin.ts'
import { testConfig } from '../support/test-app.ts'
import { cloneTestDatabase } from '../support/test-database.ts'
import { waitUntil } from '../support/wait-until.ts'

// The real app, the real @google/genai SDK, and a real HTTP server standing in for Google,
// reached through GEMINI_API_BASE_URL. Every log line and response body is kept to prove the
// keys never leave the server.
const fake = await startFakeGemini()
const logLines: string[] = []
const bodies: string[] = []
const database = await cloneTestDatabase()
const config = testConfig({
  LOG_LEVEL: 'debug',
  GEMINI_API_BASE_URL: fake.url,
  GENERATOR_RATE_LIMIT_PER_MINUTE: '1000',
  // Rate-limited runs fail at once here; their back-off through the queue is generator-jobs' test.
  GENERATION_BACKOFF_LIMIT: '0',
})
const app = await buildApp({
  config,
  database,
  webRoot: '/nonexistent',
  logStream: new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk))
      done()
    },
  }),
})
await app.ready()
sendSameOriginByDefault(app, config)
afterAll(async () => {
  await app.close()
  await database.close()
  await fake.close()
})
const db = database.db

const KEY_A = 'AIzaFAKEkeyAAAAAAAAAAAAAAAAAAAAAAAA1111'
const KEY_B = 'AIzaFAKEkeyBBBBBBBBBBBBBBBBBBBBBBBB2222'

async function call(options: InjectOptions & { as?: TestUser | null }) {
  const { as, ...rest } = options
  const response = await app.inject({
    ...rest,
    headers: { ...(as ? { cookie: as.cookie } : {}), ...rest.headers },
  })
  bodies.push(response.body)
  return response
}

const balanceOf = async (userId: string) =>
  (await db.select({ b: users.creditBalance }).from(users).where(eq(users.id, userId)))[0]?.b

const ledgerFor = async (generationId: string) =>
  (await db.select().from(creditLedger)).filter((e) =>
    e.idempotencyKey.endsWith(`generation:${generationId}`),
  )

/** The run, waited for (202 and its done view, or the refusal); its answer joins the key scan below. */
async function generateAs(user: TestUser, payload = form()) {
  const settled = await generateSettled(app, user, payload)
  bodies.push(settled.body)
  return settled
}

const form = (overrides: Record<string, unknown> = {}) => ({
  category: 'Technology',
  prompt: 'A robot unboxing a new phone',
  textOverlay: { title: 'The Phone Nobody Expected' },
  ...overrides,
})

/** A second server on its own database, keyed from GEMINI_API_KEY, whose in-flight limit is out of the way. */
async function burstServer() {
  const burstDatabase = await cloneTestDatabase()
  const burstConfig = testConfig({
    GEMINI_API_KEY: KEY_A,
    GEMINI_API_BASE_URL: fake.url,
    GENERATOR_MAX_IN_FLIGHT: '25',
    GENERATOR_RATE_LIMIT_PER_MINUTE: '1000',
  })
  await prepareGenerator(burstConfig, burstDatabase)
  const burst = await buildApp({
    config: burstConfig,
    database: burstDatabase,
    webRoot: '/nonexistent',
    logger: false,
  })
  await burst.ready()
  sendSameOriginByDefault(burst, burstConfig)
  return {
    app: burst,
    database: burstDatabase,
    close: async () => {
      await burst.close()
      await burstDatabase.close()
    },
  }
}

const admin = await createAdmin(app)
const keyIds: Record<string, string> = {}

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

describe('generate through Gemini', () => {
  it('sends the spec request through the SDK and composites the returned image', async () => {
    fake.reset()
    const user = await createUser(app, { credits: 2 })
    const response = await generateAs(user)
    expect(response.statusCode, response.body).toBe(202)
    expect(response.json().results[0]).toMatchObject({
      provider: 'gemini',
      model: DEFAULT_IMAGE_MODEL,
      status: 'succeeded',
    })
    expect(response.json().balance).toBe(1)
    expect(fake.requests).toHaveLength(1)
    const [seen] = fake.requests
    expect([KEY_A, KEY_B]).toContain(seen?.apiKey)
    expect(seen?.model).toBe(DEFAULT_IMAGE_MODEL)
    expect(seen?.body.generationConfig).toMatchObject({
      responseModalities: ['IMAGE', 'TEXT'],
      temperature: 0.4,
      imageConfig: { aspectRatio: '16:9' },
    })
    const text = seen?.body.contents[0]?.parts[0]?.text ?? ''
    expect(text).toContain('aspect ratio 16:9')
    expect(text).toContain('Do not draw any text, letters')
    // The default tone is no instruction: the model is not told 'professional'.
    expect(text).not.toContain('professional')
    const image = await call({ method: 'GET', url: response.json().results[0].imageUrl, as: user })
    const meta = await sharp(image.rawPayload).metadata()
    expect([meta.width, meta.height]).toEqual([1280, 720])
  })

  it('runs the whole flow on a Gemini background: download, free re-edit without a new call, gallery', async () => {
    fake.reset()
    const user = await createUser(app, { credits: 1 })
    const generated = await generateAs(user, form())
    expect(generated.statusCode).toBe(202)
    const [result] = generated.json().results
    const download = await call({ method: 'GET', url: `${result.imageUrl}?download=1`, as: user })
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${result.downloadName}"`)
    expect(download.rawPayload.length).toBeLessThan(2 * 1024 * 1024)
    const edited = await call({
      method: 'PATCH',
      url: `/api/generations/${result.id}`,
      payload: { textOverlay: { title: 'Nobody Expected This Phone' } },
      as: user,
    })
    expect(edited.statusCode).toBe(200)
    expect(edited.json()).toMatchObject({
      provider: 'gemini',
      params: { textOverlay: { title: 'Nobody Expected This Phone' } },
    })
    const after = await call({ method: 'GET', url: result.imageUrl, as: user })
    expect(Buffer.compare(after.rawPayload, download.rawPayload)).not.toBe(0)
    const meta = await sharp(after.rawPayload).metadata()
    expect([meta.width, meta.height]).toEqual([1280, 720])
    expect(fake.requests).toHaveLength(1)
    expect(await balanceOf(user.id)).toBe(0)
    const gallery = await call({ method: 'GET', url: '/api/generations', as: user })
    expect(gallery.json().items.map((g: { id: string }) => g.id)).toEqual([result.id])
  })

  it('inlines the reference image as image/jpeg', async () => {
    fake.reset()
    const user = await createUser(app, { credits: 1 })
    const webp = await sharp({ create: { width: 80, height: 45, channels: 3, background: '#00ff00' } })
      .webp()
      .toBuffer()
    const response = await generateAs(
      user,
      form({
        referenceImage: `data:image/webp;base64,${webp.toString('base64')}`,
        referenceStyle: 'cinematic',
      }),
    )
    expect(response.statusCode).toBe(202)
    const parts = fake.requests[0]?.body.contents[0]?.parts ?? []
    expect(parts[1]?.inlineData?.mimeType).toBe('image/jpeg')
    const sent = await sharp(Buffer.from(parts[1]?.inlineData?.data ?? '', 'base64')).metadata()
    expect(sent.format).toBe('jpeg')
    expect(parts[0]?.text).toContain('cinematic')
  })

  it('fails over to the other key on 429 and records the error on the first', async () => {
    fake.reset()
    fake.queue('*', { kind: 'rate-limited', retryDelay: '30s' })
    const user = await createUser(app, { credits: 1 })
    const response = await generateAs(user)
    expect(response.json().results[0].status).toBe('succeeded')
    expect(fake.requests).toHaveLength(2)
    const [first, second] = fake.requests
    expect(first?.apiKey).not.toBe(second?.apiKey)
    expect(await balanceOf(user.id)).toBe(0)
    const [limited] = await db
      .select()
      .from(geminiKeys)
      .where(eq(geminiKeys.id, keyIds[first?.apiKey ?? ''] ?? ''))
    expect(limited?.lastError).toContain('API Error: 429')
  })

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
    const response = await generateAs(user, form({ variants: 3 }))
    expect(response.statusCode).toBe(202)
    const statuses = response
      .json()
      .results.map((r: { status: string }) => r.status)
      .sort()
    expect(statuses).toEqual(['failed', 'succeeded', 'succeeded'])
    expect(response.json().balance).toBe(1)
    expect(await balanceOf(user.id)).toBe(1)
  })

  it('moves past a revoked key and never repeats the key, even when the API echoes it', async () => {
    fake.reset()
    fake.queue(KEY_A, { kind: 'unauthorized' })
    fake.queue(KEY_B, { kind: 'unauthorized' })
    const user = await createUser(app, { credits: 1 })
    const response = await generateAs(user)
    expect(response.statusCode).toBe(202)
    expect(response.json().message).toBe(generatorMessages.aiUnavailable)
    const keys = await call({ method: 'GET', url: '/api/gemini-keys', as: admin })
    expect(
      keys
        .json()
        .items.map((k: { lastError: string }) => k.lastError)
        .join(),
    ).toContain('[key]')
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
      const response = await generateAs(user, form())
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
    let release = () => {}
    const until = new Promise<void>((resolve) => {
      release = resolve
    })
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
    const { app: burstApp, database: burstDb, close } = await burstServer()
    onTestFinished(close)
    fake.reset()
    const user = await createUser(burstApp, { credits: 5 })
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => generateSettled(burstApp, user, form())),
    )
    const statuses = responses.map((r) => r.statusCode)
    expect(statuses.filter((s) => s === 202)).toHaveLength(5)
    expect(statuses.filter((s) => s === 402)).toHaveLength(15)
    expect(fake.requests).toHaveLength(5)
    const [row] = await burstDb.db.select({ b: users.creditBalance }).from(users).where(eq(users.id, user.id))
    expect(row?.b).toBe(0)
    const made = await burstDb.db.select().from(generations).where(eq(generations.userId, user.id))
    expect(made.map((g) => g.status)).toEqual(Array(5).fill('succeeded'))
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

    const others = Object.values(keyIds)
    for (const id of others) await call({ method: 'PATCH', url: `/api/gemini-keys/${id}/toggle`, as: admin })
    onTestFinished(async () => {
      for (const id of others)
        await call({ method: 'PATCH', url: `/api/gemini-keys/${id}/toggle`, as: admin })
    })
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

describe('enhance through Gemini', () => {
  it('uses the text model at temperature 0.7 with 1024 tokens and returns its text', async () => {
    fake.reset()
    fake.queue('*', {
      kind: 'text',
      text: 'A chrome robot tearing open a glowing phone box, studio rim light',
    })
    const user = await createUser(app)
    const response = await call({
      method: 'POST',
      url: '/api/generator/enhance',
      payload: { category: 'Technology', prompt: 'robot unboxing' },
      as: user,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      prompt: 'A chrome robot tearing open a glowing phone box, studio rim light',
      provider: 'gemini',
      message: 'Prompt enhanced successfully!',
    })
    expect(fake.requests[0]?.model).toBe('gemini-2.5-flash')
    expect(fake.requests[0]?.body.generationConfig).toMatchObject({
      responseModalities: ['TEXT'],
      temperature: 0.7,
      maxOutputTokens: 1024,
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
    for (const id of Object.values(keyIds))
      await call({ method: 'PATCH', url: `/api/gemini-keys/${id}/toggle`, as: admin })
    const settings = await call({ method: 'GET', url: '/api/ai-settings', as: admin })
    expect(settings.json()).toMatchObject({ activeKeyCount: 0, effectiveProvider: null })
    const refused = await generateAs(user)
    expect(refused.json().error.message).toBe('No API keys available')
    expect(await balanceOf(user.id)).toBe(1)

    expect((await setTo('auto')).json().effectiveProvider).toBe('offline')
    const offline = await generateAs(user)
    expect(offline.json().results[0].provider).toBe('offline')
    for (const id of Object.values(keyIds))
      await call({ method: 'PATCH', url: `/api/gemini-keys/${id}/toggle`, as: admin })
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
    expect(bodies.length).toBeGreaterThan(20)
    expect(logLines.join('')).toContain('generation failed, refunding')
    for (const key of [KEY_A, KEY_B, 'AIzaNEWKEYnewkeyNEWKEY7777', 'AIzaSPAREspareSPAREspare9999']) {
      for (const body of bodies) expect(body).not.toContain(key)
      expect(logLines.join('')).not.toContain(key)
    }
  })
})
