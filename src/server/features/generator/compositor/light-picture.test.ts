import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { DEFAULT_OVERLAY, DEFAULT_TEXT_OVERLAY } from '#shared/generator/defaults.ts'
import { compose } from './compose.ts'
import { contrastOf, contrastRatio, luminance, parseHex } from './contrast.ts'

// Dark type on a light picture (the offline renderer's light schemes pick it with 'AI text colour'):
// it must read the way a real thumbnail's black-on-yellow does, black letters on light, not as
// hollow letters in a light ring inside a dark shadow.

const LIGHT = '#E8F0A8'

const flat = (hex: string) =>
  sharp({ create: { width: 1280, height: 720, channels: 3, background: hex } })
    .png()
    .toBuffer()

async function composeOnLight(title: string) {
  const result = await compose({
    background: await flat(LIGHT),
    width: 1280,
    height: 720,
    format: 'png',
    overlay: DEFAULT_OVERLAY,
    textOverlay: { ...DEFAULT_TEXT_OVERLAY, title, aiSuggestTextColor: true },
    layout: 'center-stack',
  })
  const { data, info } = await sharp(result.bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const lum = (x: number, y: number) => {
    const i = (Math.round(y) * info.width + Math.round(x)) * 3
    return luminance([data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0])
  }
  return { result, lum }
}

describe('compose: dark type on a light picture', () => {
  it('sets the title dark in a clean light surround: at least 4.5:1 against everything just around the letter, and no dark shadow', async () => {
    const { result, lum } = await composeOnLight('I')
    expect(result.textColor).toBe('#000000')
    const rect = result.textRects.find((r) => r.kind === 'title')?.rect
    if (!rect) throw new Error('no title')
    const row = rect.y + rect.h / 2
    // The letter's dark stem, found from the middle of the box.
    let left = Math.round(rect.x + rect.w / 2)
    while (lum(left - 1, row) < 0.05) left--
    let right = Math.round(rect.x + rect.w / 2)
    while (lum(right + 1, row) < 0.05) right++
    expect(right - left).toBeGreaterThan(10)
    // About one pixel of the 168×94 sidebar is 8 px here; the surround is the outline and beyond,
    // past the two anti-aliased pixels at the letter's edge, out to the title's box.
    const ink = lum((left + right) / 2, row)
    const picture = luminance(parseHex(LIGHT))
    const surround: number[] = []
    for (let x = Math.ceil(rect.x); x < left - 2; x++) surround.push(lum(x, row))
    for (let x = right + 3; x < rect.x + rect.w; x++) surround.push(lum(x, row))
    const darkest = Math.min(...surround)
    expect(contrastRatio(ink, darkest)).toBeGreaterThanOrEqual(4.5)
    // Nothing around the letter is darker than the picture itself: a dark drop shadow outside a
    // light outline is what made Tesseract (and a glance) read the letters as hollow shapes.
    expect(darkest).toBeGreaterThanOrEqual(picture * 0.97)
  })

  it('keeps an accent word 4.5:1 from its light outline and 3:1 from the dark type', async () => {
    const { result } = await composeOnLight('Worth *It*')
    const accent = result.accentColor ?? ''
    expect(contrastOf(accent, '#FFFFFF')).toBeGreaterThanOrEqual(4.5)
    expect(contrastOf(accent, result.textColor ?? '')).toBeGreaterThanOrEqual(3)
    // Still a colour, not a grey: the default scheme's red, deepened.
    const [r, g, b] = parseHex(accent)
    expect(r).toBeGreaterThan(150)
    expect(g + b).toBeLessThan(80)
  })
})
