import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '#server/app.ts'
import { creditLedger, generations } from '#server/db/schema.ts'
import { subjectKey } from '#server/features/generator/render.ts'
import { likenessKey } from '#server/features/generator/run-file-keys.ts'
import { prepareGenerator } from '#server/features/generator/startup.ts'
import { frameCutout } from '#server/features/personas/persona-framing.ts'
import { DEFAULT_IMAGE_MODEL } from '#shared/generator/defaults.ts'
import type { GenerationParams } from '#shared/generator/schemas.ts'
import { balanceOf } from '../support/billing.ts'
import { createUser, type TestUser } from '../support/factories.ts'
import { type FakeReply, startFakeGemini } from '../support/fake-gemini.ts'
import { generateSettled } from '../support/generate.ts'
import { figureCutout } from '../support/person-figure.ts'
import { insertPersona } from '../support/personas.ts'
import { sendSameOriginByDefault } from '../support/same-origin.ts'
import { testConfig } from '../support/test-app.ts'
import { cloneTestDatabase } from '../support/test-database.ts'

// A persona through the real @google/genai SDK against the fake Gemini server: 'AI likeness'
// sends the creator's photos with the model's multi-image input; 'Authentic' sends none and
// composites the cut-out over the model's background.
const fake = await startFakeGemini()
const database = await cloneTestDatabase()
const config = testConfig({
  GEMINI_API_KEY: 'AIzaFAKEpersonaKEYpersonaKEY00001234',
  GEMINI_API_BASE_URL: fake.url,
  GENERATOR_RATE_LIMIT_PER_MINUTE: '1000',
  GENERATOR_MAX_IN_FLIGHT: '10',
  // A rate-limited run fails at once here; the back-off through the queue is generator-jobs' test.
  GENERATION_BACKOFF_LIMIT: '0',
})
await prepareGenerator(config, database)
const app = await buildApp({ config, database, webRoot: '/nonexistent', logger: false })
await app.ready()
sendSameOriginByDefault(app, config)
afterAll(async () => {
  await app.close()
  await database.close()
  await fake.close()
})
const db = database.db

const form = (overrides: Record<string, unknown> = {}) => ({
  category: 'Gaming',
  prompt: 'A boss fight in a neon arena',
  textOverlay: { title: 'I Beat It' },
  layout: 'text-left',
  ...overrides,
})

interface Result {
  id: string
  status: string
  imageUrl: string | null
  params: GenerationParams
}

async function run(user: TestUser, payload: Record<string, unknown>) {
  const response = await generateSettled(app, user, payload)
  expect(response.statusCode, response.body).toBe(202)
  return response.json() as { batchId: string; results: Result[]; balance: number }
}

describe("'AI likeness' through Gemini", () => {
  it('sends up to 3 photos as image/jpeg inline parts, then the text, with imageConfig 16:9', async () => {
    fake.reset()
    const user = await createUser(app, { credits: 1 })
    const persona = await insertPersona(app, user.id, { photos: 4 })
    const view = await run(
      user,
      form({ persona: { id: persona.id, mode: 'likeness', expression: 'shocked' } }),
    )
    const [result] = view.results
    expect(result?.status).toBe('succeeded')
    expect(fake.requests).toHaveLength(1)
    const [seen] = fake.requests
    expect(seen?.model).toBe(DEFAULT_IMAGE_MODEL)
    expect(seen?.body.generationConfig).toMatchObject({
      responseModalities: ['IMAGE', 'TEXT'],
      imageConfig: { aspectRatio: '16:9' },
    })
    const parts = seen?.body.contents[0]?.parts ?? []
    expect(parts).toHaveLength(4)
    for (const part of parts.slice(0, 3)) {
      expect(part.inlineData?.mimeType).toBe('image/jpeg')
      const meta = await sharp(Buffer.from(part.inlineData?.data ?? '', 'base64')).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 400, 600])
    }
    const text = parts[3]?.text ?? ''
    expect(parts[3]?.inlineData).toBeUndefined()
    expect(text).toContain('The 3 attached photos show one person, the creator of this video.')
    expect(text).toContain('in the right 40% of the frame')
    expect(text).toContain('shocked')
    expect(text).toContain('Do not draw any text')

    // No subject layer: the model drew the person; the result card says so.
    expect(result?.params.subject).toBeUndefined()
    expect(result?.params.layers).toEqual({ background: 'ai', subject: 'ai-likeness', text: 'typeset' })
    expect(result?.params.persona).toMatchObject({ id: persona.id, mode: 'likeness', expression: 'shocked' })
    expect(view.balance).toBe(0)
    // The run's copies of the photos went with the run.
    for (let n = 0; n < 3; n++)
      expect(await app.deps.files.get(likenessKey(user.id, view.batchId, n))).toBeNull()
  })

  it('asks for 9:16 for a Shorts cover and sends a single photo as one part', async () => {
    fake.reset()
    const user = await createUser(app, { credits: 1 })
    const persona = await insertPersona(app, user.id, { photos: 1 })
    await run(
      user,
      form({
        persona: { id: persona.id, mode: 'likeness' },
        layout: 'auto',
        output: { size: '1080x1920', format: 'jpeg' },
      }),
    )
    const [seen] = fake.requests
    expect(seen?.body.generationConfig?.imageConfig).toEqual({ aspectRatio: '9:16', imageSize: '2K' })
    const parts = seen?.body.contents[0]?.parts ?? []
    expect(parts.map((p) => (p.inlineData ? p.inlineData.mimeType : 'text'))).toEqual(['image/jpeg', 'text'])
    expect(parts[1]?.text).toContain('The attached photo shows one person')
  })

  it('spends one credit and refunds it exactly once on each failure the model can give', async () => {
    const kinds: FakeReply[] = [
      { kind: 'overloaded' },
      { kind: 'unauthorized' },
      { kind: 'image-safety' },
      { kind: 'prompt-blocked' },
      { kind: 'text-only' },
      { kind: 'rate-limited', retryDelay: '1s' },
    ]
    for (const reply of kinds) {
      fake.reset()
      // A 503 and an answer with no image earn one retry; the refund comes when it fails too.
      const tries = reply.kind === 'overloaded' || reply.kind === 'text-only' ? 2 : 1
      fake.queue('*', ...Array(tries).fill(reply))
      const user = await createUser(app, { credits: 1 })
      const persona = await insertPersona(app, user.id, { photos: 2 })
      const view = await run(user, form({ persona: { id: persona.id, mode: 'likeness' } }))
      expect(fake.requests, reply.kind).toHaveLength(tries)
      expect(fake.requests[0]?.body.contents[0]?.parts.filter((p) => p.inlineData)).toHaveLength(2)
      expect(view.results[0]?.status, reply.kind).toBe('failed')
      const entries = await db.select().from(creditLedger).where(eq(creditLedger.userId, user.id))
      expect(
        entries
          .filter((e) => e.reason !== 'signup')
          .map((e) => [e.reason, e.delta])
          .sort(),
        reply.kind,
      ).toEqual([
        ['generation', -1],
        ['refund', 1],
      ])
      expect(await balanceOf(app, user.id), reply.kind).toBe(1)
      for (const n of [0, 1]) {
        expect(await app.deps.files.get(likenessKey(user.id, view.batchId, n)), reply.kind).toBeNull()
      }
    }
  })
})

describe("'Authentic' through Gemini", () => {
  it('sends no photo, tells the model to leave the subject box, and composites the cut-out over its background', async () => {
    fake.reset()
    const user = await createUser(app, { credits: 1 })
    const persona = await insertPersona(app, user.id)
    const view = await run(user, form({ persona: { id: persona.id, expression: 'happy' } }))
    const [result] = view.results
    expect(result?.status).toBe('succeeded')
    const parts = fake.requests[0]?.body.contents[0]?.parts ?? []
    expect(parts.every((p) => !p.inlineData)).toBe(true)
    const text = parts[0]?.text ?? ''
    expect(text).toContain('A real photo of a person will be placed in the right 40% of the frame')
    expect(text).toContain('Draw no person')
    // The expression is the photo's own in 'Authentic': it is not asked of the model.
    expect(text).not.toContain('smile')
    expect(result?.params.layers).toEqual({ background: 'ai', subject: 'creator', text: 'typeset' })
    expect(result?.params.subject).toBe('persona')
    const layer = await app.deps.files.get(subjectKey(user.id, result?.id ?? '', 'persona'))
    // The layer is the persona's cut-out framed head and shoulders (issue 27).
    expect(layer?.equals((await frameCutout(await figureCutout(), 'chest')).png)).toBe(true)
    // The fake's background is flat blue (40, 90, 160); the person's face is skin-coloured.
    const image = await app.inject({
      method: 'GET',
      url: result?.imageUrl ?? '',
      headers: { cookie: user.cookie },
    })
    const { data, info } = await sharp(image.rawPayload)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
    const i = (Math.round(info.height * 0.3) * info.width + Math.round(info.width * 0.8)) * 3
    const [r = 0, g = 0, b = 0] = [data[i], data[i + 1], data[i + 2]]
    expect(r).toBeGreaterThan(b + 40)
    expect(g).toBeGreaterThan(b)
    const [row] = await db.select().from(generations).where(eq(generations.userId, user.id))
    expect(row?.provider).toBe('gemini')
  })
})
