import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { generations, personaPhotos } from '#server/db/schema.ts'
import { generatorMessages } from '#shared/generator/defaults.ts'
import { balanceOf } from '../support/billing.ts'
import { createAdmin, createUser, type TestUser } from '../support/factories.ts'
import { generateSettled } from '../support/generate.ts'
import { insertPersona } from '../support/personas.ts'
import { createTestApp } from '../support/test-app.ts'

// A persona in an offline run, before and around it: what is refused before anything is spent,
// and the live preview. The run's composite itself is generator-persona's test.
const { app, db } = await createTestApp({
  GENERATOR_MAX_IN_FLIGHT: '10',
  GENERATOR_RATE_LIMIT_PER_MINUTE: '1000',
  GENERATOR_PREVIEW_RATE_LIMIT_PER_MINUTE: '1000',
})

const rowsOf = (userId: string) => db.select().from(generations).where(eq(generations.userId, userId))

const form = (overrides: Record<string, unknown> = {}) => ({
  category: 'Travel',
  prompt: 'A quiet mountain village at dawn',
  textOverlay: { title: 'Hidden Gem' },
  layout: 'text-left',
  output: { size: '1280x720', format: 'png' },
  ...overrides,
})

const post = (user: TestUser | null, url: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, payload, headers: user ? { cookie: user.cookie } : {} })

describe('refusals before anything is spent', () => {
  const expectNothingSpent = async (user: TestUser, credits: number) => {
    expect(await balanceOf(app, user.id)).toBe(credits)
    expect(await rowsOf(user.id)).toEqual([])
  }

  it("answers 404 for another user's persona, and for an admin's call with it", async () => {
    const owner = await createUser(app, { credits: 1 })
    const persona = await insertPersona(app, owner.id)
    const other = await createUser(app, { credits: 1 })
    const admin = await createAdmin(app)
    for (const caller of [other, admin]) {
      const response = await post(caller, '/api/generator/generate', form({ persona: { id: persona.id } }))
      expect(response.statusCode).toBe(404)
      expect(response.json().error).toEqual({
        code: 'PERSONA_NOT_FOUND',
        message: generatorMessages.personaNotFound,
      })
    }
    await expectNothingSpent(other, 1)
    expect(await rowsOf(admin.id)).toEqual([])
    const anonymous = await post(null, '/api/generator/generate', form({ persona: { id: persona.id } }))
    expect(anonymous.statusCode).toBe(401)
  })

  it('answers 404 for a persona that does not exist, and 400 for a bad id', async () => {
    const user = await createUser(app, { credits: 1 })
    const missing = await post(
      user,
      '/api/generator/generate',
      form({ persona: { id: '00000000-0000-4000-8000-000000000000' } }),
    )
    expect(missing.statusCode).toBe(404)
    const bad = await post(user, '/api/generator/generate', form({ persona: { id: 'me' } }))
    expect(bad.statusCode).toBe(400)
    const badMode = await post(
      user,
      '/api/generator/generate',
      form({ persona: { id: '00000000-0000-4000-8000-000000000000', mode: 'clone' } }),
    )
    expect(badMode.statusCode).toBe(400)
    await expectNothingSpent(user, 1)
  })

  it('answers 400 for a persona without photos', async () => {
    const user = await createUser(app, { credits: 1 })
    const persona = await insertPersona(app, user.id, { photos: 0 })
    const response = await post(user, '/api/generator/generate', form({ persona: { id: persona.id } }))
    expect(response.statusCode).toBe(400)
    expect(response.json().error.message).toBe(generatorMessages.personaHasNoPhotos)
    await expectNothingSpent(user, 1)
  })

  it("answers 409 for 'AI likeness' offline", async () => {
    const user = await createUser(app, { credits: 1 })
    const persona = await insertPersona(app, user.id)
    const response = await post(
      user,
      '/api/generator/generate',
      form({ persona: { id: persona.id, mode: 'likeness', expression: 'shocked' } }),
    )
    expect(response.statusCode).toBe(409)
    expect(response.json().error).toEqual({
      code: 'LIKENESS_NEEDS_GEMINI',
      message: generatorMessages.likenessNeedsGemini,
    })
    await expectNothingSpent(user, 1)
    // The in-flight slot came back: the next run is accepted.
    expect((await generateSettled(app, user, form())).statusCode).toBe(202)
  })
})

describe('the live preview with a persona', () => {
  const previewForm = (overrides: Record<string, unknown> = {}) => ({
    textOverlay: { title: 'Hidden Gem' },
    layout: 'text-left',
    ...overrides,
  })

  it("draws the persona's cut-out in the subject box, 'auto' picking a layout with one", async () => {
    const user = await createUser(app)
    const persona = await insertPersona(app, user.id)
    const without = await post(user, '/api/generator/preview', previewForm())
    const withPersona = await post(
      user,
      '/api/generator/preview',
      previewForm({ persona: { id: persona.id }, layout: 'auto' }),
    )
    expect(withPersona.statusCode, withPersona.body).toBe(200)
    expect(withPersona.headers['content-type']).toBe('image/jpeg')
    // The middle of the person's shirt (blue) sits where the icon would otherwise be.
    const pick = async (image: Buffer) => {
      const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true })
      const i = (Math.round(info.height * 0.9) * info.width + Math.round(info.width * 0.8)) * 3
      return [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0]
    }
    const [r = 0, g = 0, b = 0] = await pick(withPersona.rawPayload)
    expect(b).toBeGreaterThan(r + 60)
    expect(b).toBeGreaterThan(g + 20)
    expect(await pick(without.rawPayload)).not.toEqual([r, g, b])
  })

  it("answers 404 for another user's persona (an admin's call included) and 401 anonymous", async () => {
    const owner = await createUser(app)
    const persona = await insertPersona(app, owner.id)
    for (const caller of [await createUser(app), await createAdmin(app)]) {
      const response = await post(
        caller,
        '/api/generator/preview',
        previewForm({ persona: { id: persona.id } }),
      )
      expect(response.statusCode).toBe(404)
      expect(response.json().error.code).toBe('PERSONA_NOT_FOUND')
    }
    const anonymous = await post(null, '/api/generator/preview', previewForm({ persona: { id: persona.id } }))
    expect(anonymous.statusCode).toBe(401)
  })

  it('previews without a subject for a persona with no photo yet', async () => {
    const user = await createUser(app)
    const persona = await insertPersona(app, user.id, { photos: 0 })
    const response = await post(user, '/api/generator/preview', previewForm({ persona: { id: persona.id } }))
    expect(response.statusCode).toBe(200)
    expect(await db.select().from(personaPhotos).where(eq(personaPhotos.personaId, persona.id))).toEqual([])
  })
})
