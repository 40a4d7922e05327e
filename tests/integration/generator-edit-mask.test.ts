import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { generations } from '#server/db/schema.ts'
import { prepareGenerator } from '#server/features/generator/startup.ts'
import { layoutById } from '#shared/generator/layouts.ts'
import type { BatchView, Generation } from '#shared/generator/schemas.ts'
import { createUser, type TestUser } from '../support/factories.ts'
import { startFakeGemini } from '../support/fake-gemini.ts'
import { generateSettled, waitForBatch } from '../support/generate.ts'
import { rgbPixels } from '../support/image-compare.ts'
import { createTestApp } from '../support/test-app.ts'

// 'Edit with AI' with a mask (issue 25, item 6): Gemini repaints the whole frame whatever the words
// say, so the server puts its answer back through the mask. The fake answers a picture with
// nothing of the parent in it; what is kept is measured on the stored background and the picture.
const fake = await startFakeGemini()
afterAll(() => fake.close())
const { app, config, database } = await createTestApp({
  GEMINI_API_KEY: 'AIzaFAKEkeyMASKMASKMASKMASKMASKMASK5678',
  GEMINI_API_BASE_URL: fake.url,
  GENERATOR_RATE_LIMIT_PER_MINUTE: '1000',
})
await prepareGenerator(config, database)
const { db } = database

const TITLE = 'The Phone Nobody Expected'
const form = {
  category: 'Technology',
  prompt: 'A robot unboxing a new phone',
  textOverlay: { title: TITLE },
  layout: 'text-left',
}

async function parentOf(user: TestUser): Promise<Generation> {
  const run = await generateSettled(app, user, form)
  const [made] = run.json<BatchView>().results
  if (made?.status !== 'succeeded') throw new Error(`parent: ${run.body}`)
  return made
}

async function editAndWait(user: TestUser, id: string, payload: Record<string, unknown>) {
  const accepted = await app.inject({
    method: 'POST',
    url: `/api/generations/${id}/edit`,
    payload,
    headers: { cookie: user.cookie },
  })
  expect(accepted.statusCode, accepted.body).toBe(202)
  return waitForBatch(app, user, accepted.json().batchId)
}

const imageOf = async (user: TestUser, url: string) =>
  (await app.inject({ method: 'GET', url, headers: { cookie: user.cookie } })).rawPayload

const backgroundOf = async (id: string) => {
  const [row] = await db.select().from(generations).where(eq(generations.id, id))
  return (await app.deps.files.get(row?.backgroundKey ?? '')) ?? Buffer.alloc(0)
}

/** The painter's output: the picture's size, one white stroke at x 70-90%, y 30-60%. */
async function paintedMask() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720"><rect width="100%" height="100%" fill="black"/><rect x="896" y="216" width="256" height="216" fill="white"/></svg>`
  return `data:image/png;base64,${(await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64')}`
}

/** A background with detail everywhere (gradients and stripes), unlike anything the fake draws. */
async function detailedBackground(width = 1344, height = 768) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#103060"/><stop offset="0.5" stop-color="#30a070"/><stop offset="1" stop-color="#e0a040"/></linearGradient>
    <pattern id="p" width="48" height="48" patternUnits="userSpaceOnUse"><rect width="24" height="48" fill="#ffffff" fill-opacity="0.2"/></pattern></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><rect width="100%" height="100%" fill="url(#p)"/></svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

type Rect = { left: number; top: number; right: number; bottom: number }
const grow = (r: Rect, by: number): Rect => ({
  left: r.left - by,
  top: r.top - by,
  right: r.right + by,
  bottom: r.bottom + by,
})
const within = (r: Rect, x: number, y: number) => x >= r.left && x < r.right && y >= r.top && y < r.bottom

/** Mean absolute difference per channel (0-255) between two same-size images, over the pixels chosen. */
async function meanDifferenceWhere(a: Buffer, b: Buffer, chosen: (x: number, y: number) => boolean) {
  const [left, right] = await Promise.all([rgbPixels(a), rgbPixels(b)])
  expect([left.width, left.height]).toEqual([right.width, right.height])
  let sum = 0
  let count = 0
  for (let y = 0; y < left.height; y++) {
    for (let x = 0; x < left.width; x++) {
      if (!chosen(x, y)) continue
      count++
      for (let c = 0; c < 3; c++) {
        const i = (y * left.width + x) * 3 + c
        sum += Math.abs((left.data[i] ?? 0) - (right.data[i] ?? 0))
      }
    }
  }
  expect(count).toBeGreaterThan(1000)
  return sum / (count * 3)
}

describe('an edit with a mask', () => {
  it("keeps the parent's pixels outside the mask and changes inside it; without a mask the whole picture changes", async () => {
    const user = await createUser(app, { credits: 3 })
    const parent = await parentOf(user)
    // The parent's background given detail, and its picture composited again over it (a free
    // re-edit), so both the stored background and the picture can be compared pixel by pixel.
    const [parentRow] = await db.select().from(generations).where(eq(generations.id, parent.id))
    const detailed = await detailedBackground()
    await app.deps.files.put(parentRow?.backgroundKey ?? '', detailed)
    const redrawn = await app.inject({
      method: 'PATCH',
      url: `/api/generations/${parent.id}`,
      payload: { textOverlay: { title: TITLE } },
      headers: { cookie: user.cookie },
    })
    expect(redrawn.statusCode).toBe(200)
    const parentPicture = await imageOf(user, parent.imageUrl ?? '')

    // The model answers a picture with nothing of the parent in it.
    fake.reset()
    fake.queue('*', { kind: 'image', colour: '#c03020' })
    const view = await editAndWait(user, parent.id, {
      instruction: 'make it red',
      mask: await paintedMask(),
    })
    const [child] = view.results
    expect(child?.status).toBe('succeeded')
    const prompt = fake.requests[0]?.body.contents[0]?.parts[0]?.text ?? ''
    // The stroke (x 70-90%, y 30-60% of the picture) in words too.
    expect(prompt).toContain('Change only a region in the centre-right covering about 5% of the frame')

    // The stored background (1344×768; the picture shows its middle 756 rows, from row 6).
    const [childRow] = await db
      .select()
      .from(generations)
      .where(eq(generations.id, child?.id ?? ''))
    const childBackground = (await app.deps.files.get(childRow?.backgroundKey ?? '')) ?? Buffer.alloc(0)
    const inBackground = { left: 1344 * 0.7, top: 6 + 756 * 0.3, right: 1344 * 0.9, bottom: 6 + 756 * 0.6 }
    // Measured clear of the feather: 24 px outside the stroke, and 24 px inside it.
    const margin = 24
    const outside = await meanDifferenceWhere(
      detailed,
      childBackground,
      (x, y) => !within(grow(inBackground, margin), x, y),
    )
    const inside = await meanDifferenceWhere(detailed, childBackground, (x, y) =>
      within(grow(inBackground, -margin), x, y),
    )
    expect(outside).toBeLessThanOrEqual(6)
    expect(inside).toBeGreaterThan(60)

    // The picture (1280×720): the same, away from the title's box where the type is set again.
    const inFrame = { left: 1280 * 0.7, top: 720 * 0.3, right: 1280 * 0.9, bottom: 720 * 0.6 }
    const { textBox } = layoutById('text-left')
    const title = grow(
      {
        left: textBox.x * 1280,
        top: textBox.y * 720,
        right: (textBox.x + textBox.w) * 1280,
        bottom: (textBox.y + textBox.h) * 720,
      },
      margin,
    )
    const childPicture = await imageOf(user, child?.imageUrl ?? '')
    expect(
      await meanDifferenceWhere(
        parentPicture,
        childPicture,
        (x, y) => !within(grow(inFrame, margin), x, y) && !within(title, x, y),
      ),
    ).toBeLessThanOrEqual(6)
    expect(
      await meanDifferenceWhere(parentPicture, childPicture, (x, y) => within(grow(inFrame, -margin), x, y)),
    ).toBeGreaterThan(60)

    // Without a mask, today's whole-picture edit: the model's picture everywhere.
    fake.reset()
    fake.queue('*', { kind: 'image', colour: '#c03020' })
    const whole = await editAndWait(user, parent.id, { instruction: 'make it all red' })
    expect(whole.results[0]?.status).toBe('succeeded')
    const wholeBackground = await backgroundOf(whole.results[0]?.id ?? '')
    expect(await meanDifferenceWhere(detailed, wholeBackground, () => true)).toBeGreaterThan(60)
    expect(fake.requests[0]?.body.contents[0]?.parts[0]?.text).not.toContain('Change only')
  })
})
