import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { creditLedger, generations, users } from '#server/db/schema.ts'
import { compose } from '#server/features/generator/compositor/compose.ts'
import { readReference } from '#server/features/generator/generate.service.ts'
import { neutralBackdrop, renderPreview } from '#server/features/generator/preview-render.ts'
import { composeInputFor, subjectKey } from '#server/features/generator/render.ts'
import { prepareGenerator } from '#server/features/generator/startup.ts'
import { generatorMessages } from '#shared/generator/defaults.ts'
import { type GenerationParams, previewBodySchema } from '#shared/generator/schemas.ts'
import { createAdmin, createUser, type TestUser } from '../support/factories.ts'
import { startFakeGemini } from '../support/fake-gemini.ts'
import { generateSettled } from '../support/generate.ts'
import { dHashDistance, meanDifference } from '../support/image-compare.ts'
import { noisyPng } from '../support/image-fixtures.ts'
import { createTestApp } from '../support/test-app.ts'

// Gemini is the provider that would run (a key in the pool, the SDK pointed at a local fake), so
// a preview that called it, by mistake or design, would show up in the fake's request log.
const fake = await startFakeGemini()
afterAll(() => fake.close())
const PREVIEWS_PER_MINUTE = 6
const gemini = await createTestApp({
  GEMINI_API_KEY: 'AIzaFAKEkeyPREVIEWPREVIEWPREVIEWPREV99',
  GEMINI_API_BASE_URL: fake.url,
  GENERATOR_PREVIEW_RATE_LIMIT_PER_MINUTE: String(PREVIEWS_PER_MINUTE),
})
await prepareGenerator(gemini.config, gemini.database)
// A fresh install: no key, so generate runs the offline renderer, whose backgrounds are pictures.
const offline = await createTestApp({ GENERATOR_RATE_LIMIT_PER_MINUTE: '1000' })

const preview = (app: typeof gemini.app, as: TestUser | null, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/generator/preview',
    headers: as ? { cookie: as.cookie } : {},
    payload: payload as object,
  })

const settings = {
  colorScheme: { background: '#1E3A8A' },
  overlay: { style: 'gradient', position: 'bottom', opacity: 80 },
  textOverlay: { title: 'I Tried It For 30 Days', subtitle: 'Here is what happened' },
}

const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`

const ledgerOf = async (userId: string) =>
  gemini.db.select().from(creditLedger).where(eq(creditLedger.userId, userId))
const balanceOf = async (userId: string) =>
  (await gemini.db.select({ b: users.creditBalance }).from(users).where(eq(users.id, userId)))[0]?.b

describe('POST /api/generator/preview is free', () => {
  it('answers a 640×360 JPEG with no-store, and touches neither the provider, the balance, the ledger nor the gallery', async () => {
    const creator = await createUser(gemini.app, { credits: 2 })
    const ledgerBefore = await ledgerOf(creator.id)
    fake.reset()

    for (const title of ['Boss Fight', 'Boss Fight 2', 'Final Boss']) {
      const response = await preview(gemini.app, creator, {
        ...settings,
        textOverlay: { ...settings.textOverlay, title },
      })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('image/jpeg')
      expect(response.headers['cache-control']).toBe('no-store')
      const meta = await sharp(response.rawPayload).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 640, 360])
    }

    expect(fake.requests).toHaveLength(0)
    expect(await balanceOf(creator.id)).toBe(2)
    expect(await ledgerOf(creator.id)).toEqual(ledgerBefore)
    expect(await gemini.db.select().from(generations).where(eq(generations.userId, creator.id))).toEqual([])
  })

  it('draws a Shorts cover at 360×640, and over the reference image when one is sent', async () => {
    const creator = await createUser(gemini.app)
    const shorts = await preview(gemini.app, creator, { ...settings, output: { size: '1080x1920' } })
    expect(shorts.statusCode).toBe(200)
    const meta = await sharp(shorts.rawPayload).metadata()
    expect([meta.width, meta.height]).toEqual([360, 640])

    const plain = await preview(gemini.app, creator, settings)
    const overReference = await preview(gemini.app, creator, {
      ...settings,
      referenceImage: dataUrl(await noisyPng(800, 450)),
    })
    expect(overReference.statusCode).toBe(200)
    // Random noise behind the same text: a very different picture from the calm backdrop (the
    // identical Fit title and its shade cover a good part of both frames, hence not more).
    expect(
      await meanDifference(plain.rawPayload, overReference.rawPayload, { width: 640, height: 360 }),
    ).toBeGreaterThan(20)
    expect(fake.requests).toHaveLength(0)
  })

  it('changes with the title: another title is another picture', async () => {
    const creator = await createUser(gemini.app)
    const first = await preview(gemini.app, creator, settings)
    const second = await preview(gemini.app, creator, {
      ...settings,
      textOverlay: { ...settings.textOverlay, title: 'Nobody Expected This' },
    })
    expect(first.rawPayload.equals(second.rawPayload)).toBe(false)
    expect(
      await meanDifference(first.rawPayload, second.rawPayload, { width: 640, height: 360 }),
    ).toBeGreaterThan(1)
  })
})

describe('who may preview', () => {
  it("refuses an anonymous caller with 401 'User not logged in', every time (never a shared 429)", async () => {
    for (let n = 0; n <= PREVIEWS_PER_MINUTE; n++) {
      const response = await preview(gemini.app, null, settings)
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({
        error: { code: 'UNAUTHENTICATED', message: generatorMessages.userNotLoggedIn },
      })
    }
  })

  it('lets a member and an admin preview; nothing is stored that another user could reach', async () => {
    const member = await createUser(gemini.app)
    const admin = await createAdmin(gemini.app)
    expect((await preview(gemini.app, member, settings)).statusCode).toBe(200)
    expect((await preview(gemini.app, admin, settings)).statusCode).toBe(200)
    const listed = await gemini.app.inject({
      method: 'GET',
      url: '/api/generations',
      headers: { cookie: admin.cookie },
    })
    expect(listed.json().total).toBe(0)
  })
})

describe('previews are rate-limited per user', () => {
  it(`answers 429 {error} after ${PREVIEWS_PER_MINUTE} in a minute; another user is unaffected`, async () => {
    const busy = await createUser(gemini.app)
    const neighbour = await createUser(gemini.app)
    for (let n = 1; n <= PREVIEWS_PER_MINUTE; n++) {
      expect((await preview(gemini.app, busy, settings)).statusCode).toBe(200)
    }
    const refused = await preview(gemini.app, busy, settings)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: generatorMessages.previewRateLimited },
    })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect((await preview(gemini.app, neighbour, settings)).statusCode).toBe(200)
  })

  it('does not count bad bodies against the limit', async () => {
    const careless = await createUser(gemini.app)
    for (let n = 0; n <= PREVIEWS_PER_MINUTE; n++) {
      expect((await preview(gemini.app, careless, { textOverlay: { textSize: 'huge' } })).statusCode).toBe(
        400,
      )
    }
    expect((await preview(gemini.app, careless, settings)).statusCode).toBe(200)
  })
})

describe('bad input is a 400 with the error shape, never a 500', () => {
  const cases: [string, unknown, string][] = [
    ['an unknown text size', { textOverlay: { textSize: 'huge' } }, 'textOverlay.textSize'],
    ['a colour that is not #RRGGBB', { textOverlay: { textColor: 'red' } }, 'textOverlay.textColor'],
    ['an opacity over 100', { overlay: { opacity: 101 } }, 'overlay.opacity'],
    ['an unknown output size', { output: { size: '800x600' } }, 'output.size'],
    ['an unknown layout', { layout: 'diagonal' }, 'layout'],
    ['a Shorts layout for a 16:9 size', { layout: 'shorts-top' }, 'layout'],
    ['a 16:9 layout for a Shorts cover', { layout: 'text-left', output: { size: '1080x1920' } }, 'layout'],
    ['a title over 120 characters', { textOverlay: { title: 'x'.repeat(121) } }, 'textOverlay.title'],
    ['a reference that is not a data URL', { referenceImage: 'https://example.com/a.png' }, 'referenceImage'],
  ]
  it.each(cases)('%s', async (_name, payload, path) => {
    const creator = await createUser(gemini.app)
    const response = await preview(gemini.app, creator, payload)
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('VALIDATION')
    expect(response.json().error.issues.map((issue: { path: string }) => issue.path)).toContain(path)
  })

  it("says the layout is for the other shape in the spec's plain words", async () => {
    const creator = await createUser(gemini.app)
    const response = await preview(gemini.app, creator, { layout: 'shorts-top' })
    expect(response.json().error.message).toBe(generatorMessages.layoutWrongAspect)
  })

  it("refuses a reference that does not decode as an image: 'Please choose an image file.'", async () => {
    const creator = await createUser(gemini.app)
    const response = await preview(gemini.app, creator, {
      referenceImage: dataUrl(Buffer.from('not an image at all'), 'image/png'),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: { code: 'VALIDATION', message: generatorMessages.referenceNotImage },
    })
  })

  it('refuses a body that is not JSON', async () => {
    const creator = await createUser(gemini.app)
    const response = await gemini.app.inject({
      method: 'POST',
      url: '/api/generator/preview',
      headers: { cookie: creator.cookie, 'content-type': 'application/json' },
      payload: '{"textOverlay":',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('VALIDATION')
  })
})

describe('what you see is what you get', () => {
  // The preview's JPEG is encoded by Skia and the final's by sharp (decision 042): the same
  // libjpeg-turbo tables at the same quality, so the decoded pixels are the same to the last bit.
  it('is pixel for pixel the final composite of the same settings and background at 640×360', async () => {
    const creator = await createUser(gemini.app)
    const body = { ...settings, overlay: { style: 'blur', position: 'left', opacity: 70 } }
    const params = previewBodySchema.parse(body)
    const frame = { width: 640, height: 360 }

    const overBackdrop = await preview(gemini.app, creator, body)
    const backdrop = neutralBackdrop(params.colorScheme.background, '16:9')
    const finalOverBackdrop = await compose(composeInputFor(params, backdrop, { ...frame, format: 'jpeg' }))
    expect(await dHashDistance(overBackdrop.rawPayload, finalOverBackdrop.bytes)).toBe(0)
    expect(await meanDifference(overBackdrop.rawPayload, finalOverBackdrop.bytes, frame)).toBe(0)

    const reference = dataUrl(await noisyPng(1280, 720))
    const overReference = await preview(gemini.app, creator, { ...body, referenceImage: reference })
    const background = await readReference(gemini.app.deps.images, reference, { key: creator.id })
    if (!background) throw new Error('the reference did not decode')
    const finalOverReference = await compose(
      composeInputFor(params, background, { ...frame, format: 'jpeg' }),
    )
    expect(await dHashDistance(overReference.rawPayload, finalOverReference.bytes)).toBe(0)
    expect(await meanDifference(overReference.rawPayload, finalOverReference.bytes, frame)).toBe(0)
  })

  it('matches the downloaded 1280×720 thumbnail, shrunk to 640×360, when its layers are drawn at preview size', async () => {
    const creator = await createUser(offline.app, { credits: 1 })
    const generated = await generateSettled(offline.app, creator, {
      category: 'Gaming',
      prompt: 'A boss fight in a neon arena',
      ...settings,
    })
    expect(generated.statusCode).toBe(202)
    const [result] = generated.json().results
    const [row] = await offline.db.select().from(generations).where(eq(generations.id, result.id))
    const background = row?.backgroundKey ? await offline.app.deps.files.get(row.backgroundKey) : null
    if (!background) throw new Error('the generation stored no background')
    const downloaded = await offline.app.inject({
      method: 'GET',
      url: `/api/generations/${result.id}/image`,
      headers: { cookie: creator.cookie },
    })

    // The run's own background and subject layer, through the preview's renderer: everything but
    // the background (which a preview cannot have yet) is drawn by the preview's code path.
    const params = row?.params as GenerationParams | undefined
    const kind = params?.subject
    const subject = kind ? await offline.app.deps.files.get(subjectKey(creator.id, result.id, kind)) : null
    if (!subject || !kind) throw new Error('the offline run stored no subject layer')
    const drawn = (title: string) =>
      renderPreview(
        previewBodySchema.parse({
          ...settings,
          // As the run stored them: offline, the picture's palette and (on a light one) a dark title.
          colorScheme: params?.colorScheme ?? settings.colorScheme,
          textOverlay: { ...(params?.textOverlay ?? settings.textOverlay), title },
          layout: params?.layout,
        }),
        background,
        { image: subject, kind },
      )
    const shown = { rawPayload: await drawn(settings.textOverlay.title) }
    const otherTitle = { rawPayload: await drawn('Something Else Entirely') }

    // Compared at about the size of YouTube's sidebar (168×94), where what a creator judges is the
    // picture, not each edge pixel a 1280-wide raster sets differently from a 640-wide one.
    const sidebar = { width: 160, height: 90 }
    const same = await meanDifference(shown.rawPayload, downloaded.rawPayload, sidebar)
    const other = await meanDifference(otherTitle.rawPayload, downloaded.rawPayload, sidebar)
    // The offline pictures stay under a value ceiling (decision 015), so many of dHash's neighbouring
    // cells are near-ties that the 640- and 1280-wide rasters tip either way: 0-5 bits apart here,
    // where another title over the same background is 16-20 away.
    expect(await dHashDistance(shown.rawPayload, downloaded.rawPayload)).toBeLessThanOrEqual(6)
    // The offline backgrounds' fine texture (halftone, speed lines) rasterises differently at 640
    // and 1280 wide, so a small residue remains where the layers themselves match.
    expect(same).toBeLessThan(8)
    // The bound means something: another title over the same background is clearly further away.
    expect(other).toBeGreaterThan(2 * same)
  })
})
