import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { generations } from '#server/db/schema.ts'
import { compose } from '#server/features/generator/compositor/compose.ts'
import type { Rect } from '#server/features/generator/compositor/regions.ts'
import { composeInputFor } from '#server/features/generator/render.ts'
import { isLightPicture } from '#server/providers/ai/offline-palette.ts'
import { DEFAULT_COLOR_SCHEME } from '#shared/generator/defaults.ts'
import type { GenerationParams } from '#shared/generator/schemas.ts'
import { createUser } from '../support/factories.ts'
import { generateSettled } from '../support/generate.ts'
import { rgbPixels } from '../support/image-compare.ts'
import { createTestApp } from '../support/test-app.ts'

// A fresh install: no key, so runs and previews are offline (decision 036: a light picture gets a
// dark title, which the preview must show too; decision 043).
const offline = await createTestApp({ GENERATOR_RATE_LIMIT_PER_MINUTE: '1000' })
const PREVIEW = { width: 640, height: 360 }

const dark = (data: Buffer, i: number) => Math.max(data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0) < 60

/**
 * Of the pixels where the download's title letters are black, the share that are black in the
 * preview too: the letters sit in the same place in both (same layout, same fit, same frame).
 */
async function sharedBlackLetters(preview: Buffer, download: Buffer, rects: Rect[]) {
  const [shown, made] = await Promise.all([rgbPixels(preview, PREVIEW), rgbPixels(download, PREVIEW)])
  let letters = 0
  let same = 0
  for (const r of rects) {
    for (let y = Math.floor(r.y); y < r.y + r.h; y++) {
      for (let x = Math.floor(r.x); x < r.x + r.w; x++) {
        const i = (y * PREVIEW.width + x) * 3
        if (!dark(made.data, i)) continue
        letters++
        if (dark(shown.data, i)) same++
      }
    }
  }
  return { letters, share: letters ? same / letters : 0 }
}

describe('the offline live preview', () => {
  it('draws the title in the colour the download gets: dark on a light picture', async () => {
    const creator = await createUser(offline.app, { credits: 1 })
    const form = {
      category: 'Challenges',
      prompt: 'Person sitting in a giant ice bath',
      textOverlay: { title: '24 Hours In Ice' },
    }
    // The case in question: the run's first picture is a light one, and the title is left white.
    expect(isLightPicture(form.category, DEFAULT_COLOR_SCHEME, 0)).toBe(true)

    const generated = await generateSettled(offline.app, creator, form)
    expect(generated.statusCode).toBe(202)
    const [result] = generated.json().results
    const [row] = await offline.db.select().from(generations).where(eq(generations.id, result.id))
    const params = row?.params as GenerationParams
    const background = row?.backgroundKey ? await offline.app.deps.files.get(row.backgroundKey) : null
    if (!background) throw new Error('the generation stored no background')
    // The download, drawn again at the preview's size from what the run stored: its title is black.
    const download = await compose(composeInputFor(params, background, { ...PREVIEW, format: 'jpeg' }))
    expect(download.textColor).toBe('#000000')

    const preview = await offline.app.inject({
      method: 'POST',
      url: '/api/generator/preview',
      headers: { cookie: creator.cookie },
      payload: { ...form, layout: params.layout },
    })
    expect(preview.statusCode).toBe(200)
    const rects = download.textRects.filter((r) => r.kind === 'title').map((r) => r.rect)
    const black = await sharedBlackLetters(preview.rawPayload, download.bytes, rects)
    expect(black.letters).toBeGreaterThan(1000)
    expect(black.share).toBeGreaterThan(0.9)
  })
})
