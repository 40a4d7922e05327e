import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { geminiKeys } from '#server/db/schema.ts'
import { DEFAULT_IMAGE_MODEL, generatorMessages } from '#shared/generator/defaults.ts'
import { createUser } from '../support/factories.ts'
import { geminiForm, KEY_A, KEY_B, startGeminiScene } from '../support/gemini-scene.ts'

// A run through the key pool: the request the SDK sends, the image composited from its answer,
// failover between keys, and enhance on the text model. Refunds are generator-gemini-refunds',
// the pool's admin routes generator-gemini-keys'.
const { app, db, fake, admin, keyIds, call, generateAs, addKeys, balanceOf, expectNoKeyShown } =
  await startGeminiScene()
await addKeys()

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
    const generated = await generateAs(user, geminiForm())
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
      geminiForm({
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

describe('secrets', () => {
  it('no API response and no log line ever contained a key', () => {
    expectNoKeyShown({ logged: 'generation failed, refunding' })
  })
})
