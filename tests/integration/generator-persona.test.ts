import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { generations, personas } from '#server/db/schema.ts'
import { toRect } from '#server/features/generator/compositor/frame.ts'
import { cutoutPlacement } from '#server/features/generator/compositor/persona-subject.ts'
import { subjectKey } from '#server/features/generator/render.ts'
import { frameCutout } from '#server/features/personas/persona-framing.ts'
import { personaPrefix } from '#server/features/personas/persona-layers.ts'
import { layoutById } from '#shared/generator/layouts.ts'
import type { GenerationParams } from '#shared/generator/schemas.ts'
import { balanceOf } from '../support/billing.ts'
import { createUser, type TestUser } from '../support/factories.ts'
import { generateSettled } from '../support/generate.ts'
import { figureCutout } from '../support/person-figure.ts'
import { insertPersona } from '../support/personas.ts'
import { createTestApp } from '../support/test-app.ts'

// A persona in an offline run ('Authentic'): the creator's cut-out is the subject layer, its
// pixels unchanged apart from scale, stored with the generation so free re-edits keep it.
const { app, db } = await createTestApp({
  GENERATOR_MAX_IN_FLIGHT: '10',
  GENERATOR_RATE_LIMIT_PER_MINUTE: '1000',
  GENERATOR_PREVIEW_RATE_LIMIT_PER_MINUTE: '1000',
})

const WIDTH = 1280
const HEIGHT = 720
/** The run frames the persona's cut-out (issue 27) and keeps the framed copy as its layer. */
const framedFigure = async () => (await frameCutout(await figureCutout(), 'chest')).png
const rowsOf = (userId: string) => db.select().from(generations).where(eq(generations.userId, userId))

const form = (overrides: Record<string, unknown> = {}) => ({
  category: 'Travel',
  prompt: 'A quiet mountain village at dawn',
  textOverlay: { title: 'Hidden Gem' },
  layout: 'text-left',
  output: { size: '1280x720', format: 'png' },
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

const download = async (user: TestUser, result: Result) =>
  (
    await app.inject({
      method: 'GET',
      url: `${result.imageUrl}?download=1`,
      headers: { cookie: user.cookie },
    })
  ).rawPayload

const raw = async (image: Buffer) => sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true })

/**
 * Compares the download with the cut-out scaled as the compositor placed it, over the person's
 * interior: pixels whose whole neighbourhood (± `edge` px) is opaque in the cut-out, so the
 * outline, the rim light and the scaled edge are left out, and only left of `maxX` is skipped
 * where the title may cross the person. Answers the compared count, the mean channel difference
 * and the share of pixels off by more than 16 in a channel (only where two of the figure's own
 * colours meet can the two scalers' rounding differ that much).
 */
async function comparePerson(output: Buffer, cutout: Buffer, layout: Parameters<typeof layoutById>[0]) {
  const box = layoutById(layout).subjectBox
  if (!box) throw new Error('layout without a subject box')
  const meta = await sharp(cutout).metadata()
  const place = cutoutPlacement(
    { width: meta.width ?? 0, height: meta.height ?? 0 },
    toRect(box, WIDTH, HEIGHT),
    {
      width: WIDTH,
      height: HEIGHT,
    },
  )
  if (!place) throw new Error('no placement')
  const scaled = await sharp(cutout).resize(place.w, place.h, { fit: 'fill' }).ensureAlpha().raw().toBuffer()
  const frame = await raw(output)
  const typeEdge = Math.round(layoutById(layout).textBox.x * WIDTH + layoutById(layout).textBox.w * WIDTH)
  const edge = Math.ceil(place.outline * 1.5)
  const opaque = (px: number, py: number) =>
    px >= 0 && py >= 0 && px < place.w && py < place.h && (scaled[(py * place.w + px) * 4 + 3] ?? 0) === 255
  let count = 0
  let sum = 0
  let off = 0
  for (let py = 0; py < place.h; py += 3) {
    for (let px = 0; px < place.w; px += 3) {
      const fx = place.x + px
      const fy = place.y + py
      if (fx < typeEdge || fx >= WIDTH || fy >= HEIGHT) continue
      if (![-edge, 0, edge].every((dy) => [-edge, 0, edge].every((dx) => opaque(px + dx, py + dy)))) continue
      let worst = 0
      for (let c = 0; c < 3; c++) {
        const diff = Math.abs(
          (frame.data[(fy * WIDTH + fx) * 4 + c] ?? 0) - (scaled[(py * place.w + px) * 4 + c] ?? 0),
        )
        sum += diff
        worst = Math.max(worst, diff)
      }
      if (worst > 16) off++
      count++
    }
  }
  return { count, mean: sum / Math.max(1, count * 3), offShare: off / Math.max(1, count), place }
}

/** Share of the text box's pixels that are the title's white: the type is still where the layout puts it. */
async function titleInk(output: Buffer, layout: Parameters<typeof layoutById>[0]) {
  const rect = toRect(layoutById(layout).textBox, WIDTH, HEIGHT)
  const frame = await raw(output)
  let white = 0
  let all = 0
  for (let y = rect.y; y < rect.y + rect.h; y += 2) {
    for (let x = rect.x; x < Math.min(rect.x + rect.w, WIDTH); x += 2) {
      const i = (y * WIDTH + x) * 4
      if ((frame.data[i] ?? 0) > 235 && (frame.data[i + 1] ?? 0) > 235 && (frame.data[i + 2] ?? 0) > 235)
        white++
      all++
    }
  }
  return white / all
}

describe("a persona in an offline run ('Authentic')", () => {
  it("composites the cut-out's own pixels, scaled, in the subject box beside the title, and records the layers", async () => {
    const user = await createUser(app, { credits: 1 })
    const persona = await insertPersona(app, user.id)
    const [result] = await generate(user, form({ persona: { id: persona.id } }))
    if (!result) throw new Error('no result')
    expect(result.params.subject).toBe('persona')
    expect(result.params.persona).toEqual({
      id: persona.id,
      mode: 'authentic',
      expression: 'none',
      framing: 'chest',
      photoId: persona.photos[0]?.id,
    })
    expect(result.params.layers).toEqual({ background: 'procedural', subject: 'creator', text: 'typeset' })
    expect(await balanceOf(app, user.id)).toBe(0)

    const output = await download(user, result)
    if (process.env.PERSONA_SHOT_DIR)
      await sharp(output).toFile(`${process.env.PERSONA_SHOT_DIR}/persona-offline.png`)
    const meta = await sharp(output).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['png', WIDTH, HEIGHT])
    const cutout = await framedFigure()
    const person = await comparePerson(output, cutout, 'text-left')
    // Thousands of interior pixels, each within the two scalers' rounding of the cut-out's own.
    expect(person.count).toBeGreaterThan(2000)
    expect(person.mean).toBeLessThan(2)
    expect(person.offShare).toBeLessThan(0.01)
    // Standing on the frame's bottom edge, inside the frame, centred on the subject box.
    const box = toRect(layoutById('text-left').subjectBox ?? { x: 0, y: 0, w: 1, h: 1 }, WIDTH, HEIGHT)
    expect(person.place.y + person.place.h).toBe(HEIGHT)
    expect(person.place.x).toBeGreaterThanOrEqual(0)
    expect(person.place.x + person.place.w).toBeLessThanOrEqual(WIDTH)
    expect(Math.abs(person.place.x + person.place.w / 2 - (box.x + box.w / 2))).toBeLessThanOrEqual(1)
    expect(await titleInk(output, 'text-left')).toBeGreaterThan(0.02)

    // The layer is the generation's own copy, a PNG with alpha.
    const layer = await app.deps.files.get(subjectKey(user.id, result.id, 'persona'))
    expect(layer?.equals(cutout)).toBe(true)
    // The background prompt left the subject box for the person and drew nobody.
    const [row] = await rowsOf(user.id)
    expect(row?.prompt).toContain('A real photo of a person will be placed in the right 40% of the frame')
    expect(row?.prompt).toContain('Draw no person')
  })

  it('keeps the person through a free re-edit even after the persona is deleted', async () => {
    const user = await createUser(app, { credits: 1 })
    const persona = await insertPersona(app, user.id)
    const [result] = await generate(user, form({ persona: { id: persona.id } }))
    if (!result) throw new Error('no result')
    await db.delete(personas).where(eq(personas.id, persona.id))
    await app.deps.files.deletePrefix(personaPrefix(user.id, persona.id))
    expect(await app.deps.files.get(persona.photos[0]?.cutoutKey ?? '')).toBeNull()
    const patched = await app.inject({
      method: 'PATCH',
      url: `/api/generations/${result.id}`,
      payload: { textOverlay: { title: 'Still Me' } },
      headers: { cookie: user.cookie },
    })
    expect(patched.statusCode, patched.body).toBe(200)
    expect(patched.json().params.layers).toEqual(result.params.layers)
    expect(patched.json().params.persona).toEqual(result.params.persona)
    const person = await comparePerson(await download(user, result), await framedFigure(), 'text-left')
    expect(person.count).toBeGreaterThan(2000)
    expect(person.mean).toBeLessThan(2)
    expect(await balanceOf(app, user.id)).toBe(0)
  })

  it('gives every variant the person in its own layout, each naming its own subject box to the renderer', async () => {
    const user = await createUser(app, { credits: 2 })
    const persona = await insertPersona(app, user.id)
    const results = await generate(user, form({ persona: { id: persona.id }, variants: 2, layout: 'auto' }))
    expect(results.map((r) => r.params.subject)).toEqual(['persona', 'persona'])
    // A two-word title alone would take the centre stack, which has no place for a person.
    expect(results.map((r) => r.params.layout)).toEqual(['text-left', 'text-right'])
    const rows = await rowsOf(user.id)
    expect(new Set(rows.map((r) => r.prompt)).size).toBe(2)
    for (const result of results) {
      expect(await app.deps.files.get(subjectKey(user.id, result.id, 'persona'))).not.toBeNull()
    }
  })

  it('says no subject in a layout with no place for one, and the creator once a free re-edit gives one', async () => {
    const user = await createUser(app, { credits: 1 })
    const persona = await insertPersona(app, user.id)
    const [result] = await generate(user, form({ persona: { id: persona.id }, layout: 'center-stack' }))
    if (!result) throw new Error('no result')
    expect(result.params.layers?.subject).toBe('none')
    const patched = await app.inject({
      method: 'PATCH',
      url: `/api/generations/${result.id}`,
      payload: { layout: 'text-left' },
      headers: { cookie: user.cookie },
    })
    expect(patched.statusCode, patched.body).toBe(200)
    expect(patched.json().params.layers).toEqual({
      background: 'procedural',
      subject: 'creator',
      text: 'typeset',
    })
    const person = await comparePerson(await download(user, result), await framedFigure(), 'text-left')
    expect(person.count).toBeGreaterThan(2000)
    expect(person.mean).toBeLessThan(2)
  })

  it('records the layers of a run without a persona too', async () => {
    const user = await createUser(app, { credits: 1 })
    const [result] = await generate(user, form())
    expect(result?.params.layers).toEqual({ background: 'procedural', subject: 'icon', text: 'typeset' })
    expect(result?.params.persona).toBeUndefined()
  })
})
