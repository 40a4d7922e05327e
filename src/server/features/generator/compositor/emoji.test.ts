import { createCanvas } from '@napi-rs/canvas'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { DEFAULT_OVERLAY, DEFAULT_TEXT_OVERLAY } from '#shared/generator/defaults.ts'
import { undrawableCharacters } from '#shared/generator/font-coverage.ts'
import { compose } from './compose.ts'
import { ensureFonts, titleFont } from './fonts.ts'

const SIZE = 100
const canvas = createCanvas(600, 160)
const ctx = canvas.getContext('2d')

/** Draws `text` in white in the title's font list; counts the pixels that are strongly coloured. */
function colourfulPixels(text: string): { colourful: number; inked: number } {
  ensureFonts(text, '')
  ctx.clearRect(0, 0, 600, 160)
  ctx.font = titleFont(SIZE)
  ctx.fillStyle = '#fff'
  ctx.fillText(text, 10, 125)
  const { data } = ctx.getImageData(0, 0, 600, 160)
  let colourful = 0
  let inked = 0
  for (let i = 0; i < data.length; i += 4) {
    if ((data[i + 3] as number) < 128) continue
    inked++
    const r = data[i] as number
    const g = data[i + 1] as number
    const b = data[i + 2] as number
    if (Math.max(r, g, b) - Math.min(r, g, b) > 60) colourful++
  }
  return { colourful, inked }
}

const advance = (text: string) => {
  ensureFonts(text, '')
  ctx.font = titleFont(SIZE)
  return ctx.measureText(text).width
}

describe('colour emoji in titles', () => {
  it.each([
    ['face', '😱'],
    ['heart with variation selector', '❤️'],
    ['skin tone', '👍🏽'],
    ['flag', '🇩🇪'],
    ['ZWJ sequence', '👩‍🍳'],
    ['subdivision flag (tags)', '🏴󠁧󠁢󠁳󠁣󠁴󠁿'],
  ])('%s %s is drawn in colour, about one em across', (_, emoji) => {
    // Painted in white, only a colour glyph can put saturated pixels on the canvas.
    const { colourful, inked } = colourfulPixels(emoji)
    expect(inked).toBeGreaterThan(SIZE * SIZE * 0.3)
    expect(colourful).toBeGreaterThan(inked * 0.2)
    // A sequence is one glyph: one emoji wide, not one per code point.
    expect(advance(emoji)).toBeGreaterThan(SIZE * 0.9)
    expect(advance(emoji)).toBeLessThan(SIZE * 1.5)
  })

  it('the characters of emoji sequences are all drawable', () => {
    expect(undrawableCharacters('Top 3 😱👍🏽🇩🇪👩‍🍳🏴󠁧󠁢󠁳󠁣󠁴󠁿❤️')).toEqual([])
  })

  it('Latin text around an emoji stays in the title face, in the paint colour', () => {
    const { colourful } = colourfulPixels('WOW')
    expect(colourful).toBe(0)
    expect(advance('WOW 😱')).toBeGreaterThan(advance('WOW') + SIZE * 0.9)
  })

  it("'Größte Überraschung meines Lebens! 😱' shows a big colour 😱 in the composed thumbnail", async () => {
    const background = await sharp({
      create: { width: 1280, height: 720, channels: 3, background: '#203040' },
    })
      .png()
      .toBuffer()
    const draw = async (title: string) => {
      const result = await compose({
        background,
        width: 1280,
        height: 720,
        format: 'png',
        overlay: DEFAULT_OVERLAY,
        textOverlay: { ...DEFAULT_TEXT_OVERLAY, title, subtitle: '' },
        layout: 'text-left',
        scrim: false,
      })
      const { data } = await sharp(result.bytes).raw().toBuffer({ resolveWithObject: true })
      let yellow = 0
      for (let i = 0; i < data.length; i += 3) {
        const [r, g, b] = [data[i] as number, data[i + 1] as number, data[i + 2] as number]
        if (r > 200 && g > 150 && b < 100) yellow++
      }
      return { yellow, letterPx: result.titleLetterHeightPx ?? 0 }
    }
    const withEmoji = await draw('Größte Überraschung meines Lebens! 😱')
    const without = await draw('Größte Überraschung meines Lebens!')
    expect(without.yellow).toBe(0)
    // The face's yellow covers over a quarter of a cap height squared: it is drawn at title size
    // (the monochrome outline it replaced had none).
    expect(withEmoji.letterPx).toBeGreaterThan(40)
    expect(withEmoji.yellow).toBeGreaterThan((withEmoji.letterPx * withEmoji.letterPx) / 4)
  })
})
