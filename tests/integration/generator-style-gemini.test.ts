import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { colourWords } from '#server/features/generator/colour-names.ts'
import { prepareGenerator } from '#server/features/generator/startup.ts'
import { STYLE_ONLY_WORDS } from '#server/features/generator/style-prompt.ts'
import { styleReferenceKey } from '#server/features/generator/style-reference.ts'
import { hueDistance } from '#server/providers/ai/offline-colour.ts'
import { DEFAULT_IMAGE_MODEL } from '#shared/generator/defaults.ts'
import type { Generation } from '#shared/generator/schemas.ts'
import { balanceOf } from '../support/billing.ts'
import { createUser } from '../support/factories.ts'
import { startFakeGemini } from '../support/fake-gemini.ts'
import { generateSettled } from '../support/generate.ts'
import { dataUrlOf, styleThumbnail } from '../support/style-fixtures.ts'
import { createTestApp } from '../support/test-app.ts'

// 'Recreate this style' through the real @google/genai SDK, against the local fake Gemini server.
const fake = await startFakeGemini()
afterAll(() => fake.close())
const { app, config, database } = await createTestApp({
  GEMINI_API_KEY: 'AIzaFAKEkeySTYLESTYLESTYLESTYLESTYLE77',
  GEMINI_API_BASE_URL: fake.url,
  GENERATOR_RATE_LIMIT_PER_MINUTE: '1000',
})
await prepareGenerator(config, database)

const RED = '#E0162A'
/** A liked thumbnail as a phone or a download would carry it: with EXIF naming its camera. */
const styleJpeg = await sharp(await styleThumbnail('#0b0808', RED))
  .withExif({ IFD0: { Make: 'Someone Elses Camera', Copyright: 'Another Channel' } })
  .jpeg()
  .toBuffer()
const reference = await sharp({ create: { width: 320, height: 180, channels: 3, background: '#1040e0' } })
  .png()
  .toBuffer()

const form = (overrides: Record<string, unknown> = {}) => ({
  category: 'Technology',
  prompt: 'A robot unboxing a new phone',
  textOverlay: { title: 'The Phone Nobody Expected' },
  styleReference: dataUrlOf(styleJpeg),
  ...overrides,
})

type Part = { text?: string; inlineData?: { mimeType: string; data: string } }
const partsSent = (): Part[] => fake.requests[0]?.body.contents[0]?.parts ?? []
const bytesOf = (part: Part | undefined) => Buffer.from(part?.inlineData?.data ?? '', 'base64')

/** The mean colour of an image the fake was sent, as #rrggbb. */
async function meanHex(bytes: Buffer) {
  const { channels } = await sharp(bytes).stats()
  return `#${channels
    .slice(0, 3)
    .map((c) => Math.round(c.mean).toString(16).padStart(2, '0'))
    .join('')}`
}

async function run(payload: Record<string, unknown>) {
  const user = await createUser(app, { credits: 1 })
  const response = await generateSettled(app, user, payload)
  expect(response.statusCode, response.body).toBe(202)
  const [result] = response.json().results as Generation[]
  return { user, result: result as Generation, batchId: response.json().batchId as string }
}

describe('a Gemini run with a style reference', () => {
  it('sends the words and the style image as inline image/jpeg, re-encoded without its metadata', async () => {
    fake.reset()
    const { user, result, batchId } = await run(form())
    expect(result).toMatchObject({ status: 'succeeded', provider: 'gemini' })
    expect(result.params.hasStyleReference).toBe(true)
    expect(fake.requests).toHaveLength(1)
    const [seen] = fake.requests
    expect(seen?.model).toBe(DEFAULT_IMAGE_MODEL)
    expect(seen?.body.generationConfig).toMatchObject({
      responseModalities: ['IMAGE', 'TEXT'],
      imageConfig: { aspectRatio: '16:9' },
    })

    const parts = partsSent()
    expect(parts).toHaveLength(2)
    const text = parts[0]?.text ?? ''
    expect(text).toContain(
      `The attached image is the style reference, a thumbnail the creator likes. ${STYLE_ONLY_WORDS}`,
    )
    expect(STYLE_ONLY_WORDS).toBe(
      "Match the attached thumbnail's style only: palette, lighting, contrast, texture and energy. Do not copy its people, objects, text or logos.",
    )
    expect(text).not.toContain('as a reference, in a')
    // The layout's text area is still kept clear for our typeset title.
    expect(text).toContain('Do not draw any text')
    // The scheme named is the reference's own palette (recorded as the one used).
    const { colorScheme } = result.params
    expect(hueDistance(colorScheme.primary, RED)).toBeLessThan(10)
    expect(text).toContain(`${colourWords(colorScheme.primary)} as the one accent colour`)

    expect(parts[1]?.inlineData?.mimeType).toBe('image/jpeg')
    const sent = await sharp(bytesOf(parts[1])).metadata()
    expect([sent.format, sent.width, sent.height, sent.exif]).toEqual(['jpeg', 640, 360, undefined])
    expect(hueDistance(await meanHex(bytesOf(parts[1])), RED)).toBeLessThan(20)

    // The run is over: the picture waited in the file store for the worker, and is gone now.
    expect(await app.deps.files.get(styleReferenceKey(user.id, batchId))).toBeNull()
    expect(await balanceOf(app, user.id)).toBe(0)
  })

  it('sends the reference image first and the style reference second, and the words say which is which', async () => {
    fake.reset()
    await run(form({ referenceImage: dataUrlOf(reference, 'image/png'), referenceStyle: 'cinematic' }))
    const parts = partsSent()
    expect(parts.map((p) => (p.text !== undefined ? 'text' : p.inlineData?.mimeType))).toEqual([
      'text',
      'image/jpeg',
      'image/jpeg',
    ])
    const text = parts[0]?.text ?? ''
    const first = text.indexOf('Use image 1 as a reference, in a cinematic style.')
    const second = text.indexOf(
      `Image 2 is the style reference, a thumbnail the creator likes. ${STYLE_ONLY_WORDS}`,
    )
    expect(first).toBeGreaterThan(-1)
    expect(second).toBeGreaterThan(first)
    // Which is which, by their pixels: the blue reference, then the red-on-black style.
    expect(hueDistance(await meanHex(bytesOf(parts[1])), '#1040e0')).toBeLessThan(10)
    expect(hueDistance(await meanHex(bytesOf(parts[2])), RED)).toBeLessThan(20)
  })

  it('asks for 9:16 for a Shorts cover', async () => {
    fake.reset()
    await run(form({ output: { size: '1080x1920', format: 'jpeg' } }))
    expect(fake.requests[0]?.body.generationConfig).toMatchObject({ imageConfig: { aspectRatio: '9:16' } })
    expect(partsSent()[1]?.inlineData?.mimeType).toBe('image/jpeg')
  })

  it('refunds a failed call once and removes the stored style reference', async () => {
    fake.reset()
    fake.queue('*', { kind: 'image-safety' })
    const { user, result, batchId } = await run(form())
    expect(result.status).toBe('failed')
    expect(await balanceOf(app, user.id)).toBe(1)
    expect(await app.deps.files.get(styleReferenceKey(user.id, batchId))).toBeNull()
  })
})
