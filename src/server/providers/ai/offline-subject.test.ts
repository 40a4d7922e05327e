import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { categoryNames } from '#shared/generator/categories.ts'
import { DEFAULT_COLOR_SCHEME } from '#shared/generator/defaults.ts'
import { generateBodySchema } from '#shared/generator/schemas.ts'
import { hueCounts } from '#tests/support/image-colour.ts'
import { buildImagePrompt } from '../../features/generator/prompt.ts'
import { iconCatalogue } from './offline-icon-catalogue.ts'
import { CATEGORY_ICONS, FALLBACK_ICON } from './offline-icon-picker.ts'
import { VALUE_CEILING } from './offline-palette.ts'
import { pickIcon, renderIconSubject } from './offline-subject.ts'

const FRAME = { layout: 'text-left', n: 1 } as const

const blueYellow = {
  ...DEFAULT_COLOR_SCHEME,
  aiSuggest: false,
  primary: '#1E5BFF',
  secondary: '#FFD400',
  background: '#0A1030',
}

describe('pickIcon', () => {
  it('finds the thing the prompt names', () => {
    expect(pickIcon('epic clutch moments', 'Gaming')).toMatch(/gamepad/)
    expect(pickIcon('How I made $10,000 in 30 days', 'Vlogs')).toMatch(/dollar|banknote|coins|currency/)
    expect(pickIcon('make money online', 'Education')).toMatch(/dollar|banknote|coins|currency/)
    expect(pickIcon('my cat vs a cucumber', 'Animals & Pets')).toBe('cat')
    expect(pickIcon('Top 10 budget laptops', 'Technology')).toBe('laptop')
    expect(pickIcon('learn guitar in one week', 'Music')).toBe('guitar')
    expect(pickIcon('the scariest haunted house', 'Storytelling')).toBe('ghost')
    expect(pickIcon('rocket launch', 'Science')).toBe('rocket')
  })

  it("falls back to the category's own icon, and to a generic one, never to nothing", () => {
    for (const category of categoryNames) {
      expect(pickIcon('', category), category).toBe(CATEGORY_ICONS[category])
    }
    expect(pickIcon('xyzzy plugh', 'Gaming')).toBe('gamepad-2')
    expect(pickIcon('', 'Qwerty')).toBe(FALLBACK_ICON)
    expect(pickIcon('zxcv', '')).toBe(FALLBACK_ICON)
  })

  it("ignores the image prompt's own wording and reads the creator's words inside it", () => {
    const params = generateBodySchema.parse({ category: 'Travel', prompt: 'xyzzy' })
    expect(pickIcon(buildImagePrompt(params, false, FRAME), 'Travel')).toBe('plane')
    const styled = generateBodySchema.parse({
      category: 'Gaming',
      prompt: 'xyzzy',
      colorScheme: { primary: '#1E5BFF', secondary: '#FFD400', background: '#0A1030', aiSuggest: false },
      overlay: { style: 'blur' },
      textMode: 'ai',
      textOverlay: { title: 'Hello', subtitle: 'there' },
    })
    expect(pickIcon(buildImagePrompt(styled, true, FRAME), 'Gaming')).toBe('gamepad-2')
    const named = generateBodySchema.parse({ category: 'Travel', prompt: 'the best coffee in Rome' })
    expect(pickIcon(buildImagePrompt(named, false, FRAME), 'Travel')).toBe('coffee')
  })

  it('names only icons that exist in the bundled lucide set', () => {
    const { nodes, tags } = iconCatalogue()
    expect(Object.keys(nodes).length).toBeGreaterThan(1500)
    expect(Object.keys(tags).length).toBeGreaterThan(1500)
    for (const name of [...Object.values(CATEGORY_ICONS), FALLBACK_ICON])
      expect(nodes[name], name).toBeDefined()
  })
})

/** Alpha (0..255) of the pixels in a square of the icon, as fractions of its side. */
async function alphaIn(png: Buffer, x: number, y: number, side: number): Promise<number[]> {
  const { width = 0 } = await sharp(png).metadata()
  const pixels = await sharp(png)
    .extract({
      left: Math.round(x * width),
      top: Math.round(y * width),
      width: Math.round(side * width),
      height: Math.round(side * width),
    })
    .ensureAlpha()
    .extractChannel(3)
    .raw()
    .toBuffer()
  return [...pixels]
}

describe('renderIconSubject', () => {
  const input = {
    prompt: 'best gaming setup',
    category: 'Gaming',
    colorScheme: blueYellow,
    size: 600,
    seed: 3,
  }

  it('is a square transparent PNG: clear corners, an opaque middle', async () => {
    const png = await renderIconSubject(input)
    expect(await sharp(png).metadata()).toMatchObject({
      format: 'png',
      width: 600,
      height: 600,
      hasAlpha: true,
    })
    for (const [x, y] of [
      [0, 0],
      [0.92, 0],
      [0, 0.92],
      [0.92, 0.92],
    ] as const) {
      expect(Math.max(...(await alphaIn(png, x, y, 0.08)))).toBe(0)
    }
    // The gamepad's body is filled: its middle is solid.
    const middle = await alphaIn(png, 0.45, 0.45, 0.1)
    expect(Math.min(...middle)).toBe(255)
  })

  it("is drawn in the primary's hue, under the value ceiling, with a glow", async () => {
    const png = await renderIconSubject(input)
    const flat = await sharp(png).flatten({ background: '#000000' }).png().toBuffer()
    const { share } = await hueCounts(flat)
    expect(share(200, 260)).toBeGreaterThan(0.05)
    // Vivid but never as light as the title: no channel above the palette's ceiling.
    const { data } = await sharp(flat).raw().toBuffer({ resolveWithObject: true })
    expect(data.reduce((top, value) => Math.max(top, value), 0)).toBeLessThanOrEqual(VALUE_CEILING)
    // The glow: soft, partly transparent pixels around the icon.
    const alphas = await alphaIn(png, 0, 0, 1)
    expect(alphas.filter((a) => a > 0 && a < 200).length / alphas.length).toBeGreaterThan(0.02)
  })

  it('draws the same bytes for the same input, at any size asked', async () => {
    const first = await renderIconSubject(input)
    expect(Buffer.compare(first, await renderIconSubject({ ...input }))).toBe(0)
    const large = await renderIconSubject({ ...input, size: 1000 })
    expect(await sharp(large).metadata()).toMatchObject({ width: 1000, height: 1000 })
  })

  it('draws a money prompt as a filled coin', async () => {
    const png = await renderIconSubject({ ...input, prompt: 'How I made $10,000', category: 'Vlogs' })
    expect(Math.min(...(await alphaIn(png, 0.3, 0.45, 0.05)))).toBe(255)
  })
})
