import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { generations } from '#server/db/schema.ts'
import { describeArea } from '#server/features/generator/frame-words.ts'
import { prepareGenerator } from '#server/features/generator/startup.ts'
import type { LayoutId } from '#shared/generator/defaults.ts'
import { layoutById } from '#shared/generator/layouts.ts'
import type { Generation } from '#shared/generator/schemas.ts'
import { createUser } from '../support/factories.ts'
import { type SeenRequest, startFakeGemini } from '../support/fake-gemini.ts'
import { generateSettled } from '../support/generate.ts'
import { createTestApp } from '../support/test-app.ts'

// Issue 25, item 1: every image request is written for its own variant's layout. Read as the fake
// Gemini receives it, through the real @google/genai SDK, for 4-variant runs at both aspects.
const fake = await startFakeGemini()
afterAll(() => fake.close())
const { app, config, database } = await createTestApp({
  GEMINI_API_KEY: 'AIzaFAKEkeyPROMPTSPROMPTSPROMPTSPRO1234',
  GEMINI_API_BASE_URL: fake.url,
  GENERATOR_RATE_LIMIT_PER_MINUTE: '1000',
})
await prepareGenerator(config, database)

const textOf = (request: SeenRequest) => request.body.contents[0]?.parts.find((part) => part.text)?.text ?? ''
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** A 4-variant run; answers each variant's layout with the prompt the fake saw for it. */
async function fourVariants(form: Record<string, unknown>) {
  const user = await createUser(app, { credits: 4 })
  fake.reset()
  const run = await generateSettled(app, user, {
    category: 'Gaming',
    prompt: 'A knight facing a dragon in a ruined castle',
    variants: 4,
    ...form,
  })
  expect(run.statusCode, run.body).toBe(202)
  const results = run.json().results as Generation[]
  expect(results.map((result) => result.status)).toEqual(Array(4).fill('succeeded'))
  expect(fake.requests).toHaveLength(4)
  const rows = await database.db.select().from(generations).where(eq(generations.userId, user.id))
  const sent = fake.requests.map(textOf)
  // Each request is one row's prompt, sent as stored: the pairing below is by the exact text.
  return rows.map((row) => {
    expect(sent, row.id).toContain(row.prompt)
    return {
      layout: row.params.layout as LayoutId,
      prompt: row.prompt,
      request: fake.requests[sent.indexOf(row.prompt)],
    }
  })
}

const FORBIDDEN = ['text', 'letters', 'logos', 'watermarks', 'borders', 'frames', 'arrows', 'play buttons']

function expectPlannedFor(prompt: string, layoutId: LayoutId) {
  const layout = layoutById(layoutId)
  expect(prompt, layoutId).toContain(`${capitalised(describeArea(layout.textBox))} is calm, empty space`)
  if (layout.subjectBox) {
    expect(prompt, layoutId).toContain(`Place the one main subject in ${describeArea(layout.subjectBox)}`)
  }
  expect(prompt.toLowerCase()).not.toContain('youtube thumbnail')
  const constraints = prompt.split('\n').at(-1) ?? ''
  for (const word of FORBIDDEN) expect(constraints, word).toMatch(new RegExp(`\\b${word}\\b`))
  expect(constraints).toMatch(/^Do not draw any /)
}

describe('each variant planned around its own layout', () => {
  it('names its own layout’s text box and subject box, and the 4 prompts differ (16:9)', async () => {
    const planned = await fourVariants({ textOverlay: { title: 'The Dragon Nobody Beat' } })
    expect(new Set(planned.map((p) => p.layout)).size).toBe(4)
    expect(new Set(planned.map((p) => p.prompt)).size).toBe(4)
    for (const { layout, prompt, request } of planned) {
      expectPlannedFor(prompt, layout)
      expect(prompt).toContain('aspect ratio 16:9')
      expect(request?.body.generationConfig).toMatchObject({ imageConfig: { aspectRatio: '16:9' } })
    }
  })

  it('says 9:16 for a Shorts cover, in the words as in imageConfig, and never 16:9', async () => {
    const planned = await fourVariants({
      textOverlay: { title: 'Dragon Speedrun' },
      output: { size: '1080x1920', format: 'jpeg' },
    })
    expect(planned.map((p) => layoutById(p.layout).aspect)).toEqual(Array(4).fill('9:16'))
    expect(new Set(planned.map((p) => p.prompt)).size).toBe(4)
    for (const { layout, prompt, request } of planned) {
      expectPlannedFor(prompt, layout)
      expect(prompt).toContain('aspect ratio 9:16')
      expect(prompt).not.toContain('16:9')
      expect(request?.body.generationConfig).toMatchObject({ imageConfig: { aspectRatio: '9:16' } })
    }
  })

  it('names the colours in words beside their hex, with one accent, on every variant of a chosen layout', async () => {
    const planned = await fourVariants({
      layout: 'text-left',
      textOverlay: { title: 'The Dragon Nobody Beat' },
      colorScheme: { aiSuggest: false, primary: '#FFD400', secondary: '#FFFFFF', background: '#0A1030' },
    })
    expect(new Set(planned.map((p) => p.prompt)).size).toBe(4)
    for (const { layout, prompt } of planned) {
      expectPlannedFor(prompt, layout)
      expect(prompt).toContain(
        'Palette: a navy (#0A1030) background, yellow (#FFD400) as the one accent colour',
      )
    }
  })
})
