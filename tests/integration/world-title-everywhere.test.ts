import { unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import type { Generation } from '#shared/generator/schemas.ts'
import { createUser, type TestUser } from '../support/factories.ts'
import { generateSettled } from '../support/generate.ts'
import { meanDifference } from '../support/image-compare.ts'
import { createTestApp } from '../support/test-app.ts'

// Issue 26, item 5: a title in another script is drawn with the bundled fonts wherever the title
// appears: the live preview, the final image, a free re-edit, a Shorts cover, the Test & Compare
// pack. A missing-glyph box draws every character alike, so a title and the same characters in
// reverse order would give the same picture; real glyphs give two. The offline renderer.
const { app } = await createTestApp({
  GENERATOR_MAX_IN_FLIGHT: '25',
  GENERATOR_RATE_LIMIT_PER_MINUTE: '1000',
})

const TITLES = ['सबसे सस्ता फोन', '한국 여행 꿀팁', 'ราคาถูกที่สุด', '最強のラーメン', 'Лучший рецепт 😱']
const reversed = (title: string) => [...title].reverse().join('')
const HD = { width: 1280, height: 720 }
const SHORTS = { width: 1080, height: 1920 }

const preview = (user: TestUser, title: string, shorts: boolean) =>
  app.inject({
    method: 'POST',
    url: '/api/generator/preview',
    headers: { cookie: user.cookie },
    payload: {
      category: 'Travel',
      prompt: 'A street at night',
      textOverlay: { title },
      ...(shorts ? { output: { size: '1080x1920' }, layout: 'shorts-top' } : { layout: 'text-left' }),
    },
  })

const imageOf = async (user: TestUser, generation: Generation) => {
  const url = generation.imageUrl ?? ''
  const response = await app.inject({ method: 'GET', url, headers: { cookie: user.cookie } })
  expect(response.statusCode, url).toBe(200)
  return response.rawPayload
}

/** A free re-edit of the title; the stored background and layout stay, so only the title differs. */
async function reEdit(user: TestUser, id: string, title: string) {
  const response = await app.inject({
    method: 'PATCH',
    url: `/api/generations/${id}`,
    headers: { cookie: user.cookie },
    payload: { textOverlay: { title } },
  })
  expect(response.statusCode, response.body).toBe(200)
  return imageOf(user, response.json() as Generation)
}

async function generate(user: TestUser, title: string, shorts: boolean) {
  const response = await generateSettled(app, user, {
    category: 'Travel',
    prompt: 'A street at night',
    textOverlay: { title },
    ...(shorts ? { output: { size: '1080x1920' } } : {}),
  })
  expect(response.statusCode, response.body).toBe(202)
  return (response.json().results as Generation[])[0] as Generation
}

/** The two pictures differ in more than noise: the title's glyphs moved. */
async function expectGlyphsDiffer(a: Buffer, b: Buffer, frame: { width: number; height: number }) {
  expect(a.equals(b)).toBe(false)
  expect(await meanDifference(a, b, frame)).toBeGreaterThan(0.5)
}

describe('a title in another script, wherever the title appears', () => {
  it.each(TITLES)('the live preview, 16:9 and Shorts, draws %s glyph by glyph', async (title) => {
    const user = await createUser(app)
    for (const shorts of [false, true]) {
      const [a, b] = await Promise.all([preview(user, title, shorts), preview(user, reversed(title), shorts)])
      expect(a.statusCode, a.body).toBe(200)
      expect(b.statusCode, b.body).toBe(200)
      const frame = shorts ? { width: 360, height: 640 } : { width: 640, height: 360 }
      await expectGlyphsDiffer(a.rawPayload, b.rawPayload, frame)
    }
  })

  it('the final image, its free re-edits and a Shorts cover draw it; the Test & Compare pack carries it', async () => {
    const user = await createUser(app, { credits: 4 })
    const [title = '', other = ''] = TITLES
    const hd = await generate(user, title, false)
    const shorts = await generate(user, title, true)
    const hdFinal = await imageOf(user, hd)
    const shortsFinal = await imageOf(user, shorts)
    // Re-edited to the reversed title: the same stored background under both, so the pictures
    // differ only where the glyphs are.
    await expectGlyphsDiffer(hdFinal, await reEdit(user, hd.id, reversed(title)), HD)
    await expectGlyphsDiffer(shortsFinal, await reEdit(user, shorts.id, reversed(title)), SHORTS)
    const otherScript = await reEdit(user, hd.id, other)
    await expectGlyphsDiffer(otherScript, await reEdit(user, hd.id, reversed(other)), HD)

    const current = await reEdit(user, hd.id, other)
    const second = await generate(user, TITLES[2] as string, false)
    const pack = await app.inject({
      method: 'POST',
      url: '/api/generations/test-pack',
      headers: { cookie: user.cookie },
      payload: { ids: [hd.id, second.id] },
    })
    expect(pack.statusCode, pack.body).toBe(200)
    const entries = Object.values(unzipSync(new Uint8Array(pack.rawPayload))).map((bytes) =>
      Buffer.from(bytes),
    )
    expect(entries).toHaveLength(2)
    // The pack's first picture is the re-edited thumbnail as it stands, title and all.
    expect(await meanDifference(entries[0] as Buffer, current, HD)).toBeLessThan(2)
    expect(await meanDifference(entries[0] as Buffer, hdFinal, HD)).toBeGreaterThan(0.5)
  })
})
