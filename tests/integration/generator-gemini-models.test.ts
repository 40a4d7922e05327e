import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { creditLedger, generations } from '#server/db/schema.ts'
import { prepareGenerator } from '#server/features/generator/startup.ts'
import { DEFAULT_IMAGE_MODEL, generatorMessages } from '#shared/generator/defaults.ts'
import type { Generation } from '#shared/generator/schemas.ts'
import { balanceOf } from '../support/billing.ts'
import { createAdmin, createUser } from '../support/factories.ts'
import { type FakeReply, startFakeGemini } from '../support/fake-gemini.ts'
import { generateSettled } from '../support/generate.ts'
import { insertPersona } from '../support/personas.ts'
import { dataUrlOf, styleThumbnail } from '../support/style-fixtures.ts'
import { createTestApp } from '../support/test-app.ts'

// Issue 25 items 4 and 5: the request written per model family, the final image taken past the
// model's thought drafts, and one retry through the queue, all through the real @google/genai SDK
// against the fake Gemini server. One key, so a retry is never another key's failover.
const fake = await startFakeGemini()
afterAll(() => fake.close())
const { app, config, database, db } = await createTestApp({
  GEMINI_API_KEY: 'AIzaFAKEkeyMODELSMODELSMODELSMODELS0001',
  GEMINI_API_BASE_URL: fake.url,
  GENERATOR_RATE_LIMIT_PER_MINUTE: '1000',
  GENERATOR_MAX_IN_FLIGHT: '10',
  GENERATION_BACKOFF_LIMIT: '0',
})
await prepareGenerator(config, database)
const admin = await createAdmin(app)

const form = (overrides: Record<string, unknown> = {}) => ({
  category: 'Technology',
  prompt: 'A robot unboxing a new phone',
  textOverlay: { title: 'The Phone Nobody Expected' },
  ...overrides,
})

async function useModel(imageModel: string) {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/ai-settings',
    headers: { cookie: admin.cookie },
    payload: { provider: 'gemini', imageModel, textModel: 'gemini-2.5-flash' },
  })
  expect(response.statusCode, response.body).toBe(200)
}

async function run(payload: Record<string, unknown>, ...replies: FakeReply[]) {
  fake.reset()
  if (replies.length > 0) fake.queue('*', ...replies)
  const user = await createUser(app, { credits: 2 })
  const response = await generateSettled(app, user, payload)
  expect(response.statusCode, response.body).toBe(202)
  const [result] = response.json().results as Generation[]
  const ledger = await db.select().from(creditLedger).where(eq(creditLedger.userId, user.id))
  return {
    result: result as Generation,
    balance: await balanceOf(app, user.id),
    moves: ledger.filter((e) => e.reason !== 'signup').map((e) => [e.reason, e.delta]),
  }
}

const imageConfigSent = () => fake.requests.map((r) => r.body.generationConfig?.imageConfig)

async function meanOf(bytes: Buffer) {
  const { channels } = await sharp(bytes).stats()
  return channels.slice(0, 3).map((c) => Math.round(c.mean))
}

describe('the request per model family', () => {
  it('asks the default Gemini 3 model for the size that covers each frame, with its aspect', async () => {
    expect(DEFAULT_IMAGE_MODEL).toBe('gemini-3.1-flash-image')
    const sizes = {
      '3840x2160': { aspectRatio: '16:9', imageSize: '4K' },
      '1920x1080': { aspectRatio: '16:9', imageSize: '2K' },
      '1280x720': { aspectRatio: '16:9', imageSize: '1K' },
      '1080x1920': { aspectRatio: '9:16', imageSize: '2K' },
    }
    for (const [size, expected] of Object.entries(sizes)) {
      const { result } = await run(form({ output: { size, format: 'jpeg' } }))
      expect(result, size).toMatchObject({ status: 'succeeded', model: 'gemini-3.1-flash-image' })
      expect(fake.requests[0]?.model, size).toBe('gemini-3.1-flash-image')
      expect(imageConfigSent(), size).toEqual([expected])
      expect(fake.requests[0]?.body.generationConfig).toMatchObject({
        responseModalities: ['IMAGE', 'TEXT'],
        temperature: 0.4,
      })
    }
  })

  it('sends Gemini 3 Pro Image its size too, and 2.5 Flash Image only the aspect it takes', async () => {
    await useModel('gemini-3-pro-image')
    const pro = await run(form({ output: { size: '3840x2160', format: 'jpeg' } }))
    expect(pro.result.model).toBe('gemini-3-pro-image')
    expect(imageConfigSent()).toEqual([{ aspectRatio: '16:9', imageSize: '4K' }])

    await useModel('gemini-2.5-flash-image')
    const flash = await run(form({ output: { size: '1920x1080', format: 'jpeg' } }))
    expect(flash.result.model).toBe('gemini-2.5-flash-image')
    expect(imageConfigSent()).toEqual([{ aspectRatio: '16:9' }])
    await useModel(DEFAULT_IMAGE_MODEL)
  })

  it('drops the style reference first when a 2.5 model would get more than its 3 images', async () => {
    await useModel('gemini-2.5-flash-image')
    const user = await createUser(app, { credits: 1 })
    const persona = await insertPersona(app, user.id, { photos: 2 })
    const reference = await sharp({ create: { width: 320, height: 180, channels: 3, background: '#1040e0' } })
      .png()
      .toBuffer()
    const style = await sharp(await styleThumbnail('#0b0808', '#E0162A'))
      .jpeg()
      .toBuffer()
    fake.reset()
    const response = await generateSettled(
      app,
      user,
      form({
        persona: { id: persona.id, mode: 'likeness' },
        referenceImage: dataUrlOf(reference, 'image/png'),
        styleReference: dataUrlOf(style),
      }),
    )
    expect(response.statusCode, response.body).toBe(202)
    const images = (fake.requests[0]?.body.contents[0]?.parts ?? []).flatMap((p) =>
      p.inlineData ? [Buffer.from(p.inlineData.data, 'base64')] : [],
    )
    // Two persona photos and the blue reference; the dark red style thumbnail stayed home.
    expect(images).toHaveLength(3)
    const [, , blue, red] = await Promise.all(images.map(meanOf))
    expect(red).toBeUndefined()
    expect(blue?.[2]).toBeGreaterThan(150)
    await useModel(DEFAULT_IMAGE_MODEL)
  })
})

describe('the final image, past the thought drafts', () => {
  it('stores the final picture, never the interim thought image', async () => {
    const { result } = await run(form(), { kind: 'thinking', draft: '#ff0000', colour: '#00c000' })
    expect(result.status).toBe('succeeded')
    const [row] = await db.select().from(generations).where(eq(generations.id, result.id))
    const background = await app.deps.files.get(row?.backgroundKey ?? '')
    const [r = 0, g = 0] = await meanOf(background ?? Buffer.alloc(0))
    expect(g).toBeGreaterThan(150)
    expect(r).toBeLessThan(60)
  })
})

describe('one retry through the queue', () => {
  it('makes the image after a 500, spending one credit and refunding none', async () => {
    const { result, balance, moves } = await run(form(), { kind: 'internal' })
    expect(result.status).toBe('succeeded')
    expect(fake.requests).toHaveLength(2)
    expect(balance).toBe(1)
    expect(moves).toEqual([['generation', -1]])
  })

  it('makes the image after an answer with no image, or with words only', async () => {
    for (const reply of [{ kind: 'no-image' }, { kind: 'text-only' }] as const) {
      const { result, moves } = await run(form(), reply)
      expect(result.status, reply.kind).toBe('succeeded')
      expect(fake.requests, reply.kind).toHaveLength(2)
      expect(moves, reply.kind).toEqual([['generation', -1]])
    }
  })

  it('refunds once when the retry fails too (500 twice, 504 twice)', async () => {
    for (const kind of ['internal', 'deadline'] as const) {
      const { result, balance, moves } = await run(form(), { kind }, { kind })
      expect(result.status, kind).toBe('failed')
      // The creator reads the plain words; the status code goes to the operator's health panel.
      expect(result.error, kind).toBe(generatorMessages.aiUnavailable)
      expect(fake.requests, kind).toHaveLength(2)
      expect(balance, kind).toBe(2)
      expect(moves.sort(), kind).toEqual([
        ['generation', -1],
        ['refund', 1],
      ])
    }
  })

  it('does not retry a safety block', async () => {
    const { result, moves } = await run(form(), { kind: 'image-safety' })
    expect(result.status).toBe('failed')
    expect(fake.requests).toHaveLength(1)
    expect(moves.sort()).toEqual([
      ['generation', -1],
      ['refund', 1],
    ])
  })
})
