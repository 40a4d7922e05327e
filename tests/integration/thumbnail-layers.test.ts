import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { creditLedger, generations, users } from '#server/db/schema.ts'
import { subjectKey } from '#server/features/generator/render.ts'
import { generatorMessages } from '#shared/generator/defaults.ts'
import { layoutById } from '#shared/generator/layouts.ts'
import type { GenerationParams } from '#shared/generator/schemas.ts'
import { createUser, type TestUser } from '../support/factories.ts'
import { generateSettled } from '../support/generate.ts'
import { createTestApp } from '../support/test-app.ts'

// The layers of a thumbnail through the API, offline: layouts per variant, the subject layer
// stored beside the background, and free re-edits of layout and text over both.
const { app, db } = await createTestApp({
  GENERATOR_MAX_IN_FLIGHT: '10',
  GENERATOR_RATE_LIMIT_PER_MINUTE: '1000',
})

const balanceOf = async (userId: string) =>
  (await db.select({ b: users.creditBalance }).from(users).where(eq(users.id, userId)))[0]?.b

const form = (overrides: Record<string, unknown> = {}) => ({
  category: 'Travel',
  prompt: 'A quiet mountain village at dawn',
  textOverlay: { title: 'Hidden Gem In Japan' },
  ...overrides,
})

interface Result {
  id: string
  imageUrl: string
  params: GenerationParams
}

async function generate(user: TestUser, payload: Record<string, unknown>) {
  const response = await generateSettled(app, user, payload)
  expect(response.statusCode, response.body).toBe(202)
  return response.json().results as Result[]
}

const imageOf = async (user: TestUser, result: Result) =>
  (await app.inject({ method: 'GET', url: result.imageUrl, headers: { cookie: user.cookie } })).rawPayload

const patch = (user: TestUser, id: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PATCH', url: `/api/generations/${id}`, payload, headers: { cookie: user.cookie } })

const rowOf = async (id: string) => (await db.select().from(generations).where(eq(generations.id, id)))[0]

describe('layouts per variant', () => {
  it("gives the 4 variants of an 'auto' run 4 different layouts, stored in params, and 4 different pictures", async () => {
    const user = await createUser(app, { credits: 4 })
    const results = await generate(user, form({ variants: 4 }))
    const layouts = results.map((r) => r.params.layout)
    expect(new Set(layouts).size).toBe(4)
    expect(layouts[0]).toBe('text-left')
    expect(layouts.every((id) => id && layoutById(id).aspect === '16:9')).toBe(true)
    const images = await Promise.all(results.map((r) => imageOf(user, r)))
    expect(new Set(images.map((bytes) => bytes.toString('base64'))).size).toBe(4)
  })

  it('puts a chosen layout on the first variant and different ones on the others', async () => {
    const user = await createUser(app, { credits: 3 })
    const results = await generate(user, form({ variants: 3, layout: 'bottom-banner' }))
    const layouts = results.map((r) => r.params.layout)
    expect(layouts[0]).toBe('bottom-banner')
    expect(new Set(layouts).size).toBe(3)
  })

  it('uses 9:16 layouts for a 1080×1920 Shorts cover', async () => {
    const user = await createUser(app, { credits: 2 })
    const results = await generate(user, form({ variants: 2, output: { size: '1080x1920', format: 'jpeg' } }))
    for (const result of results) {
      expect(layoutById(result.params.layout ?? 'text-left').aspect).toBe('9:16')
      const meta = await sharp(await imageOf(user, result)).metadata()
      expect([meta.width, meta.height]).toEqual([1080, 1920])
    }
  })

  it('refuses a layout of the other aspect with 400 before spending anything', async () => {
    const user = await createUser(app, { credits: 2 })
    for (const payload of [
      form({ layout: 'text-left', output: { size: '1080x1920', format: 'jpeg' } }),
      form({ layout: 'shorts-top' }),
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/generator/generate',
        payload,
        headers: { cookie: user.cookie },
      })
      expect(response.statusCode).toBe(400)
      expect(response.json().error.code).toBe('VALIDATION')
      expect(response.json().error.message).toBe(generatorMessages.layoutWrongAspect)
    }
    expect(await balanceOf(user.id)).toBe(2)
    expect(await db.select().from(generations).where(eq(generations.userId, user.id))).toEqual([])
  })
})

describe('the subject layer', () => {
  it('stores an icon subject for an offline run without a reference, and deletes it with the thumbnail', async () => {
    const user = await createUser(app, { credits: 1 })
    const [result] = await generate(user, form())
    if (!result) throw new Error('no result')
    expect(result.params.subject).toBe('icon')
    const key = subjectKey(user.id, result.id, 'icon')
    const icon = await app.deps.files.get(key)
    expect(icon).not.toBeNull()
    const meta = await sharp(icon as Buffer).metadata()
    expect([meta.format, meta.hasAlpha]).toEqual(['png', true])
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/generations/${result.id}`,
      headers: { cookie: user.cookie },
    })
    expect(removed.statusCode).toBe(204)
    expect(await app.deps.files.get(key)).toBeNull()
  })

  it('uses the reference image as the photo subject, stored beside the background', async () => {
    const user = await createUser(app, { credits: 1 })
    const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#00A040' } })
      .jpeg()
      .toBuffer()
    const [result] = await generate(
      user,
      form({ layout: 'text-left', referenceImage: `data:image/jpeg;base64,${photo.toString('base64')}` }),
    )
    if (!result) throw new Error('no result')
    expect(result.params.subject).toBe('photo')
    expect(await app.deps.files.get(subjectKey(user.id, result.id, 'photo'))).not.toBeNull()
    // The middle of the text-left subject box (right side) shows the green photo.
    const { data, info } = await sharp(await imageOf(user, result))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
    const i = (360 * info.width + 1024) * 3
    expect([data[i], data[i + 1], data[i + 2]].map((v) => Math.round((v ?? 0) / 40))).toEqual([0, 4, 2])
  })
})

describe('free re-edits of layout and text', () => {
  it('re-places the stored layers in a new layout for free: same balance, no ledger entry, new picture', async () => {
    const user = await createUser(app, { credits: 1 })
    const [result] = await generate(user, form())
    if (!result) throw new Error('no result')
    const before = await imageOf(user, result)
    const ledgerBefore = await db.select().from(creditLedger).where(eq(creditLedger.userId, user.id))
    const response = await patch(user, result.id, {
      layout: 'text-right',
      textOverlay: { title: 'Hidden *Gem* In Japan', textSize: 'large', autoAccent: false },
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().params).toMatchObject({
      layout: 'text-right',
      subject: 'icon',
      textOverlay: { title: 'Hidden *Gem* In Japan', textSize: 'large', autoAccent: false },
    })
    const after = await imageOf(user, result)
    expect(after.equals(before)).toBe(false)
    expect(await balanceOf(user.id)).toBe(0)
    expect(await db.select().from(creditLedger).where(eq(creditLedger.userId, user.id))).toHaveLength(
      ledgerBefore.length,
    )
  })

  it('refuses a layout of the other aspect with 400 and leaves the thumbnail as it was', async () => {
    const user = await createUser(app, { credits: 2 })
    const [landscape] = await generate(user, form())
    const [portrait] = await generate(user, form({ output: { size: '1080x1920', format: 'jpeg' } }))
    if (!landscape || !portrait) throw new Error('no result')
    const wide = await patch(user, landscape.id, { layout: 'shorts-center' })
    expect(wide.statusCode).toBe(400)
    expect(wide.json().error.message).toBe(generatorMessages.layoutWrongAspect)
    const tall = await patch(user, portrait.id, { layout: 'top-banner' })
    expect(tall.statusCode).toBe(400)
    expect((await rowOf(landscape.id))?.params).toMatchObject({ layout: landscape.params.layout })
    expect((await rowOf(portrait.id))?.params).toMatchObject({ layout: portrait.params.layout })
    expect((await patch(user, portrait.id, { layout: 'shorts-bottom' })).statusCode).toBe(200)
  })

  it('re-edits without a subject when its file is gone, and records the layout auto chose for an older row', async () => {
    const user = await createUser(app, { credits: 1 })
    const [result] = await generate(user, form())
    if (!result) throw new Error('no result')
    await app.deps.files.delete(subjectKey(user.id, result.id, 'icon'))
    const row = await rowOf(result.id)
    if (!row) throw new Error('no row')
    const { layout: _dropped, ...older } = row.params as GenerationParams
    await db.update(generations).set({ params: older }).where(eq(generations.id, result.id))
    const response = await patch(user, result.id, { textOverlay: { subtitle: 'the quiet side' } })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().params.layout).toBe('text-left')
  })

  it('lets only the owner re-edit the layout: anonymous 401, another user 404, an admin 404', async () => {
    const owner = await createUser(app, { credits: 1 })
    const other = await createUser(app)
    const admin = await createUser(app, { role: 'Admin' })
    const [result] = await generate(owner, form())
    if (!result) throw new Error('no result')
    const as = (user: TestUser | null) =>
      app.inject({
        method: 'PATCH',
        url: `/api/generations/${result.id}`,
        payload: { layout: 'center-stack' },
        headers: user ? { cookie: user.cookie } : {},
      })
    expect((await as(null)).statusCode).toBe(401)
    expect((await as(other)).statusCode).toBe(404)
    expect((await as(admin)).statusCode).toBe(404)
    expect((await rowOf(result.id))?.params).toMatchObject({ layout: 'text-left' })
    expect((await as(owner)).statusCode).toBe(200)
    expect((await rowOf(result.id))?.params).toMatchObject({ layout: 'center-stack' })
  })
})
