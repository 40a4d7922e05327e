import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { generations } from '#server/db/schema.ts'
import type { Generation } from '#shared/generator/schemas.ts'
import { createUser, type TestUser } from '../support/factories.ts'
import { generateSettled } from '../support/generate.ts'
import { createTestApp } from '../support/test-app.ts'

// Shorts covers (issue 10, item 7) and the stored pre-publish check (item 6), offline renderer.
const { app, db } = await createTestApp({
  GENERATOR_MAX_IN_FLIGHT: '25',
  GENERATOR_RATE_LIMIT_PER_MINUTE: '1000',
})

const TWO_MB = 2 * 1024 * 1024

async function generate(user: TestUser, body: Record<string, unknown>) {
  const response = await generateSettled(app, user, {
    category: 'Fitness & Health',
    prompt: 'A sprinter at dawn',
    ...body,
  })
  expect(response.statusCode, response.body).toBe(202)
  return response.json().results as Generation[]
}

async function imageOf(user: TestUser, generation: Generation, query = '') {
  const response = await app.inject({
    method: 'GET',
    url: `${generation.imageUrl}${query}`,
    headers: { cookie: user.cookie },
  })
  expect(response.statusCode).toBe(200)
  const meta = await sharp(response.rawPayload).metadata()
  return { bytes: response.rawPayload.length, format: meta.format, width: meta.width, height: meta.height }
}

const patch = (user: TestUser, id: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PATCH', url: `/api/generations/${id}`, headers: { cookie: user.cookie }, payload })

describe('Shorts covers (1080×1920)', () => {
  it('generate exactly 1080×1920 under 2 MB, as JPEG and as PNG, and download at that size', async () => {
    const user = await createUser(app, { credits: 4 })
    for (const format of ['jpeg', 'png'] as const) {
      const [result] = await generate(user, {
        textOverlay: { title: '30 Day Abs' },
        output: { size: '1080x1920', format },
      })
      if (!result) throw new Error('no result')
      expect(result).toMatchObject({ status: 'succeeded', width: 1080, height: 1920 })
      expect(result.params.output.size).toBe('1080x1920')
      expect(result.bytes).toBeLessThan(TWO_MB)
      const download = await imageOf(user, result, '?download=1')
      expect(download).toMatchObject({ width: 1080, height: 1920 })
      expect(download.bytes).toBeLessThan(TWO_MB)
      expect(download.format).toBe(result.mimeType === 'image/png' ? 'png' : 'jpeg')
    }
  })

  it('stay 1080×1920 and under 2 MB after a free re-edit', async () => {
    const user = await createUser(app, { credits: 1 })
    const [result] = await generate(user, {
      textOverlay: { title: 'Morning Run' },
      output: { size: '1080x1920', format: 'jpeg' },
    })
    if (!result) throw new Error('no result')
    const edited = await patch(user, result.id, { textOverlay: { title: 'Evening Run', subtitle: '5 km' } })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json()).toMatchObject({ width: 1080, height: 1920 })
    const image = await imageOf(user, edited.json())
    expect([image.width, image.height]).toEqual([1080, 1920])
    expect(image.bytes).toBeLessThan(TWO_MB)
  })

  it('are listed in the gallery with their portrait size', async () => {
    const user = await createUser(app, { credits: 1 })
    await generate(user, { textOverlay: { title: 'Listed' }, output: { size: '1080x1920' } })
    const list = await app.inject({
      method: 'GET',
      url: '/api/generations',
      headers: { cookie: user.cookie },
    })
    expect(list.json().items[0]).toMatchObject({ width: 1080, height: 1920 })
  })
})

describe('pre-publish check', () => {
  it('comes with each result and warns about a long title with a concrete fix', async () => {
    const user = await createUser(app, { credits: 1 })
    const [result] = await generate(user, {
      textOverlay: { title: 'I Tried Every Budget Gaming Mouse So You Do Not Have To' },
    })
    expect(result?.check?.status).toBe('warn')
    expect(result?.check?.items).toContainEqual({
      code: 'word-count',
      ok: false,
      message: 'The title has 12 words; more than 6 are hard to take in at a glance',
      fix: 'Shorten the title to 5 words',
    })
    // It is stored: reading the generation again gives the same check.
    const again = await app.inject({
      method: 'GET',
      url: `/api/generations/${result?.id}`,
      headers: { cookie: user.cookie },
    })
    expect(again.json().check).toEqual(result?.check)
  })

  it('measures where the text went and how big it is', async () => {
    const user = await createUser(app, { credits: 1 })
    const [result] = await generate(user, { textOverlay: { title: 'Boss Fight' } })
    const codes = result?.check?.items.map((item) => item.code)
    expect(codes).toContain('safe-area')
    expect(codes).toContain('text-contrast')
    expect(codes).toContain('word-count')
    for (const item of result?.check?.items ?? []) {
      expect(item.fix === null).toBe(item.ok)
      expect(item.message).not.toMatch(/click|CTR/i)
    }
  })

  it('is redone after a free re-edit', async () => {
    const user = await createUser(app, { credits: 1 })
    const [result] = await generate(user, {
      textOverlay: { title: 'I Tried Every Budget Gaming Mouse So You Do Not Have To' },
    })
    const edited = await patch(user, result?.id ?? '', { textOverlay: { title: 'Budget Mouse *Tested*' } })
    expect(edited.statusCode).toBe(200)
    const wordCount = (edited.json() as Generation).check?.items.find((item) => item.code === 'word-count')
    expect(wordCount).toEqual({ code: 'word-count', ok: true, message: 'The title has 3 words', fix: null })
  })

  it('warns about a thumbnail with no title, and passes an ordinary white outlined title on the offline picture', async () => {
    const user = await createUser(app, { credits: 2 })
    const [untitled] = await generate(user, { textOverlay: { title: '' } })
    expect(untitled?.check?.status).toBe('warn')
    expect(untitled?.check?.items.map((item) => [item.code, item.ok])).toEqual([['no-title', false]])
    // Issue 27: such titles were flagged 'close to the picture (1.0:1), use #000000'.
    const [titled] = await generate(user, { textOverlay: { title: 'Boss Fight Tonight' } })
    expect(titled?.check?.items.find((item) => item.code === 'text-contrast')).toMatchObject({ ok: true })
  })

  it('is null for a thumbnail made before the check existed', async () => {
    const user = await createUser(app, { credits: 1 })
    const [result] = await generate(user, { textOverlay: { title: 'Old One' } })
    await db
      .update(generations)
      .set({ prepublishCheck: null })
      .where(eq(generations.id, result?.id ?? ''))
    const list = await app.inject({
      method: 'GET',
      url: '/api/generations',
      headers: { cookie: user.cookie },
    })
    expect(list.json().items[0].check).toBeNull()
  })
})
