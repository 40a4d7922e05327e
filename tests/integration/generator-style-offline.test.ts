import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { generations } from '#server/db/schema.ts'
import { styleReferenceKey } from '#server/features/generator/style-reference.ts'
import { hueDistance, toOklch } from '#server/providers/ai/offline-colour.ts'
import { generatorMessages } from '#shared/generator/defaults.ts'
import type { Generation } from '#shared/generator/schemas.ts'
import { balanceOf } from '../support/billing.ts'
import { createUser, type TestUser } from '../support/factories.ts'
import { generateSettled } from '../support/generate.ts'
import { hueCounts } from '../support/image-colour.ts'
import { imageTasksDuring } from '../support/image-pool.ts'
import { dataUrlOf, styleThumbnail } from '../support/style-fixtures.ts'
import { createTestApp } from '../support/test-app.ts'

// 'Recreate this style' offline (no key, provider 'auto'): the reference's palette becomes the
// run's scheme, and the picture follows it.
const { app, db } = await createTestApp({
  GENERATOR_MAX_IN_FLIGHT: '25',
  GENERATOR_RATE_LIMIT_PER_MINUTE: '1000',
  GENERATOR_PREVIEW_RATE_LIMIT_PER_MINUTE: '1000',
})

/** The creator's own choice is red on black; the liked thumbnail is green on black. */
const RED_SCHEME = { primary: '#E11D48', secondary: '#FFFFFF', background: '#111111', aiSuggest: false }
const GREEN = '#1EC85A'
const greenStyle = dataUrlOf(await styleThumbnail('#0a0c0a', GREEN))

const form = (overrides: Record<string, unknown> = {}) => ({
  category: 'Gaming',
  prompt: 'A gamer shocked by a boss fight',
  colorScheme: RED_SCHEME,
  textOverlay: { title: 'I Beat The Final Boss' },
  ...overrides,
})

async function runOne(user: TestUser, payload: Record<string, unknown>) {
  const response = await generateSettled(app, user, payload)
  expect(response.statusCode, response.body).toBe(202)
  const [result] = response.json().results as Generation[]
  expect(result?.status).toBe('succeeded')
  return { result: result as Generation, batchId: response.json().batchId as string }
}

/** Share of the picture in the green (90–170°) and red (≤ 20° or ≥ 340°) HSV hues. */
async function greenAndRed(bytes: Buffer) {
  const counts = await hueCounts(bytes)
  return { green: counts.share(90, 170), red: counts.share(0, 20) + counts.share(340, 360) }
}

describe('an offline run with a style reference', () => {
  it("records the reference's palette as the scheme used, and its picture turns from red to green", async () => {
    const user = await createUser(app, { credits: 2 })
    const plain = await runOne(user, form())
    // The decode and the palette are one image-thread step; the image is drawn in another.
    const { value: styled, tasks } = await imageTasksDuring(app.deps.images, () =>
      runOne(user, form({ styleReference: greenStyle })),
    )
    expect(tasks).toEqual({ styleReference: 1, offlineVariant: 1 })
    expect(await balanceOf(app, user.id)).toBe(0)

    const { colorScheme } = styled.result.params
    expect(styled.result.params.hasStyleReference).toBe(true)
    expect(plain.result.params.hasStyleReference).toBe(false)
    expect(colorScheme.aiSuggest).toBe(false)
    expect(colorScheme.tone).toBe(plain.result.params.colorScheme.tone)
    expect(hueDistance(colorScheme.primary, GREEN)).toBeLessThan(10)
    expect(toOklch(colorScheme.background).l).toBeLessThan(0.2)
    // The title bar's near-white seconds the green.
    expect(toOklch(colorScheme.secondary).l).toBeGreaterThan(0.85)
    expect(plain.result.params.colorScheme).toMatchObject({ primary: RED_SCHEME.primary, aiSuggest: false })

    // The background layer (the offline renderer's alone) and the final picture both follow it.
    const layer = (result: Generation) => app.deps.files.get(`generations/${user.id}/${result.id}-bg.jpg`)
    const image = async (result: Generation) =>
      (await app.inject({ method: 'GET', url: result.imageUrl ?? '', headers: { cookie: user.cookie } }))
        .rawPayload
    for (const read of [layer, image]) {
      const before = await greenAndRed((await read(plain.result)) as Buffer)
      const after = await greenAndRed((await read(styled.result)) as Buffer)
      expect(before.red).toBeGreaterThan(before.green)
      expect(after.green).toBeGreaterThan(after.red)
      expect(after.green).toBeGreaterThan(before.green + 0.05)
    }
    // Offline needs only the palette: the picture itself is never stored.
    expect(await app.deps.files.get(styleReferenceKey(user.id, styled.batchId))).toBeNull()
    // The prompt names the style reference's role, as it would to a model.
    expect(styled.result.prompt).toContain("Match the attached thumbnail's style only")
  })

  it('keeps the same palette for the same reference (deterministic)', async () => {
    const user = await createUser(app, { credits: 2 })
    const first = await runOne(user, form({ styleReference: greenStyle }))
    const second = await runOne(user, form({ styleReference: greenStyle, colorScheme: { aiSuggest: true } }))
    const colours = (g: Generation) => {
      const { primary, secondary, background } = g.params.colorScheme
      return { primary, secondary, background }
    }
    expect(colours(second.result)).toEqual(colours(first.result))
  })
})

describe('a bright style reference offline (issue 27)', () => {
  it('keeps its lightness: a light ground, a light picture and a dark title', async () => {
    const user = await createUser(app, { credits: 1 })
    const bright = dataUrlOf(await styleThumbnail('#FFE45C', '#1E6BFF'))
    const { result } = await runOne(user, form({ styleReference: bright }))
    const { colorScheme, textOverlay } = result.params
    // It once gave a dark olive ground.
    expect(toOklch(colorScheme.background).l).toBeGreaterThan(0.8)
    expect(hueDistance(colorScheme.background, '#FFE45C')).toBeLessThan(15)
    const layer = await app.deps.files.get(`generations/${user.id}/${result.id}-bg.jpg`)
    if (!layer) throw new Error('no background stored')
    const { channels } = await sharp(layer).greyscale().stats()
    expect((channels[0]?.mean ?? 0) / 255).toBeGreaterThan(0.5)
    // The white title would vanish on it: the picture decides the title's colour (dark).
    expect(textOverlay.aiSuggestTextColor).toBe(true)
  })
})

describe('a style reference the server refuses', () => {
  const refused = async (styleReference: string) => {
    const user = await createUser(app, { credits: 2 })
    const response = await generateSettled(app, user, form({ styleReference }))
    expect(await balanceOf(app, user.id)).toBe(2)
    expect(await db.select().from(generations).where(eq(generations.userId, user.id))).toEqual([])
    return response
  }

  it("answers 400 'Please choose an image file for the style reference.' for bytes that are no image, spending nothing", async () => {
    const response = await refused(dataUrlOf(Buffer.from('this is not a picture at all'), 'image/png'))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: { code: 'VALIDATION', message: generatorMessages.styleReferenceNotImage },
    })
  })

  it('answers 400 with the same words for a data URL that is not an image type', async () => {
    const response = await refused(`data:text/plain;base64,${Buffer.from('hello').toString('base64')}`)
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('VALIDATION')
    expect(response.json().error.message).toContain(generatorMessages.styleReferenceNotImage)
  })

  it('answers 413 over 10 MB with its own words, spending nothing', async () => {
    const response = await refused(dataUrlOf(Buffer.alloc(10 * 1024 * 1024 + 1024, 1), 'image/png'))
    expect(response.statusCode).toBe(413)
    expect(response.json().error.message).toBe(generatorMessages.styleReferenceTooLarge)
  })
})

describe('the live preview with a style reference', () => {
  it("shows the reference's palette (offline) and stays free", async () => {
    const user = await createUser(app, { credits: 1 })
    const preview = (extra: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/generator/preview',
        headers: { cookie: user.cookie },
        payload: { colorScheme: RED_SCHEME, textOverlay: { title: 'Top 10 Boss Fights' }, ...extra },
      })
    const plain = await preview({})
    const styled = await preview({ styleReference: greenStyle })
    expect([plain.statusCode, styled.statusCode]).toEqual([200, 200])
    expect(styled.headers['content-type']).toBe('image/jpeg')
    const before = await greenAndRed(plain.rawPayload)
    const after = await greenAndRed(styled.rawPayload)
    expect(after.green).toBeGreaterThan(before.green)
    expect(after.red).toBeLessThan(before.red)
    expect(await balanceOf(app, user.id)).toBe(1)

    const bad = await preview({ styleReference: dataUrlOf(Buffer.from('nope'), 'image/png') })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.message).toBe(generatorMessages.styleReferenceNotImage)
  })
})
