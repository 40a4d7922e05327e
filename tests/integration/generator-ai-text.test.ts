import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { generations, users } from '#server/db/schema.ts'
import { compose } from '#server/features/generator/compositor/compose.ts'
import type { Generation, GenerationParams } from '#shared/generator/schemas.ts'
import { createAdmin, createUser, type TestUser } from '../support/factories.ts'
import { startFakeGemini } from '../support/fake-gemini.ts'
import { generateSettled } from '../support/generate.ts'
import { dHashDistance, meanDifference } from '../support/image-compare.ts'
import { createTestApp } from '../support/test-app.ts'

// 'AI-drawn text' runs only with an image model (offline it is refused: generator-offline-ai-text),
// so these runs go to a fake Gemini with one working key.
const fake = await startFakeGemini()
afterAll(() => fake.close())
const { app, db } = await createTestApp({ GEMINI_API_BASE_URL: fake.url })
const admin = await createAdmin(app)
const added = await app.inject({
  method: 'POST',
  url: '/api/gemini-keys',
  payload: { name: 'Key', key: 'AIzaAITEXTgoodKEYgoodKEYgoodKEY0000001' },
  headers: { cookie: admin.cookie },
})
if (added.statusCode !== 201) throw new Error(added.body)

const balanceOf = async (id: string) =>
  (await db.select({ b: users.creditBalance }).from(users).where(eq(users.id, id)))[0]?.b

async function generateAiText(user: TestUser, title: string) {
  const response = await generateSettled(app, user, {
    category: 'Gaming',
    prompt: 'A gamer shocked by a boss fight',
    textOverlay: { title },
    textMode: 'ai',
  })
  expect(response.statusCode, response.body).toBe(202)
  const [result] = response.json().results as Generation[]
  if (result?.status !== 'succeeded') throw new Error(response.body)
  return result
}

describe("'AI-drawn text' with the image model", () => {
  it('sets no text of its own, and refuses a text edit there (the overlay still edits)', async () => {
    const user = await createUser(app, { credits: 1 })
    const result = await generateAiText(user, 'I Beat The Final Boss')
    const [row] = await db.select().from(generations).where(eq(generations.id, result.id))
    const params = row?.params as GenerationParams
    const background = await app.deps.files.get(row?.backgroundKey ?? '')
    const stored = await app.deps.files.get(row?.compositeKey ?? '')
    if (!background || !stored) throw new Error('no background or composite stored')
    // The same frame composited with no text over the stored background is what was stored: the
    // model drew the title (the prompt carried it), so the server did not print it a second time.
    // (Only the JPEG encode's rounding differs; a title printed twice would be far above this.)
    const textless = await compose({
      background,
      width: 1280,
      height: 720,
      format: 'jpeg',
      overlay: params.overlay,
      textOverlay: { ...params.textOverlay, title: '', subtitle: '' },
      layout: params.layout,
      colorScheme: params.colorScheme,
    })
    expect(await dHashDistance(stored, textless.bytes)).toBeLessThanOrEqual(2)
    expect(await meanDifference(stored, textless.bytes, { width: 1280, height: 720 })).toBeLessThan(1)
    expect(row?.prompt).toContain('Title text: "I Beat The Final Boss"')

    const patch = (payload: object) =>
      app.inject({
        method: 'PATCH',
        url: `/api/generations/${result.id}`,
        payload,
        headers: { cookie: user.cookie },
      })
    const textEdit = await patch({ textOverlay: { title: 'Fixed Title' } })
    expect(textEdit.statusCode).toBe(409)
    expect(textEdit.json().error.message).toBe(
      "The AI drew the text on this thumbnail, so it cannot be changed. Generate it with 'Exact text' to edit the text for free.",
    )
    const overlayEdit = await patch({ overlay: { style: 'gradient' } })
    expect(overlayEdit.statusCode).toBe(200)
    expect(overlayEdit.json().params.overlay.style).toBe('gradient')
    expect(await balanceOf(user.id)).toBe(0)
  })

  it('checks only the word count when the AI drew the text', async () => {
    const user = await createUser(app, { credits: 1 })
    const result = await generateAiText(user, 'Boss Fight')
    expect(result.check).toEqual({
      status: 'pass',
      items: [{ code: 'word-count', ok: true, message: 'The title has 2 words', fix: null }],
      // The model drew the letters: there is nothing of ours to measure.
      measures: { titleHeight: null, titleContrast: null },
    })
  })
})
