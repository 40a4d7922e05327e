import { createCanvas } from '@napi-rs/canvas'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { DEFAULT_OVERLAY, DEFAULT_TEXT_OVERLAY } from '#shared/generator/defaults.ts'
import { compose } from './compose.ts'
import { ensureFonts, titleFont } from './fonts.ts'

/** A title per script, each with the family that must draw it (never a host font). */
const CJK = ['Thumbforge Japanese', 'Thumbforge Simplified Chinese', 'Thumbforge Traditional Chinese']
const SCRIPTS: [script: string, title: string, families: string | string[]][] = [
  ['Latin', 'Bánh mì ngon nhất Sài Gòn', 'Thumbforge Title'],
  ['Cyrillic', 'Лучший рецепт борща', 'Thumbforge Noto'],
  ['Greek', 'Το καλύτερο ταξίδι', 'Thumbforge Noto'],
  ['Arabic', 'أفضل مطعم في القاهرة', 'Thumbforge Arabic'],
  ['Hebrew', 'הטיול הכי טוב', 'Thumbforge Hebrew'],
  ['Devanagari', 'सबसे अच्छा खाना', 'Thumbforge Devanagari'],
  ['Bengali', 'সেরা খাবার কলকাতা', 'Thumbforge Bengali'],
  ['Tamil', 'சிறந்த உணவு சென்னை', 'Thumbforge Tamil'],
  ['Thai', 'เที่ยวไทยแบบประหยัด', 'Thumbforge Thai'],
  ['Japanese', '東京で一番うまいラーメン', 'Thumbforge Japanese'],
  ['Korean', '한국 여행 꿀팁', 'Thumbforge Korean'],
  ['Simplified Chinese', '这个视频让我们吃惊', CJK],
  ['Traditional Chinese', '這個視頻讓我們吃驚', CJK],
  ['Emoji', '😱🔥👍', 'Thumbforge Emoji'],
]

const ctx = createCanvas(160, 160).getContext('2d')
/** The pixels of `text` drawn in `font`, as bytes to compare. */
const pixels = (font: string, text: string) => {
  ctx.clearRect(0, 0, 160, 160)
  ctx.font = font
  ctx.fillStyle = '#000'
  ctx.fillText(text, 20, 120)
  return Buffer.from(ctx.getImageData(0, 0, 160, 160).data)
}
/** A code point no font has, so every family draws its missing-glyph box for it. */
const NOTDEF = '\u{10FFFD}'

describe('bundled fonts', () => {
  it.each(SCRIPTS)(
    '%s: every character is drawn by a bundled face, none as a missing-glyph box',
    (_, title, families) => {
      ensureFonts(title, '')
      for (const ch of new Set(title.replace(/\s/g, ''))) {
        // The title's font list draws each character exactly as one of the script's own faces alone
        // does, and that face has a real glyph for it: so no host font stood in.
        const drawn = pixels(titleFont(100), ch)
        const family = [families].flat().find((f) => drawn.equals(pixels(`100px "${f}"`, ch)))
        expect(family, ch).toBeDefined()
        expect(drawn.equals(pixels(`100px "${family}"`, NOTDEF)), ch).toBe(false)
      }
    },
  )

  it('Han that Japanese lacks is drawn in Simplified Chinese', () => {
    ensureFonts('们', '')
    expect(pixels(titleFont(100), '们').equals(pixels('100px "Thumbforge Simplified Chinese"', '们'))).toBe(
      true,
    )
  })

  it.each(SCRIPTS)(
    '%s: the composed title has ink inside the frame, and differs per character',
    async (_, title) => {
      const background = await sharp({
        create: { width: 640, height: 360, channels: 3, background: '#202020' },
      })
        .png()
        .toBuffer()
      const draw = (t: string) =>
        compose({
          background,
          width: 640,
          height: 360,
          format: 'png',
          overlay: DEFAULT_OVERLAY,
          textOverlay: { ...DEFAULT_TEXT_OVERLAY, title: t, subtitle: '' },
          scrim: false,
        })
      const result = await draw(title)
      const box = result.textBox
      expect(box).not.toBeNull()
      if (!box) return
      expect(box.w).toBeGreaterThan(640 * 0.2)
      expect(box.h).toBeGreaterThan(360 * 0.08)
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.w).toBeLessThanOrEqual(640)
      // Tofu draws every character alike: the same title with its characters reversed would match.
      const reversed = await draw([...title].reverse().join(''))
      expect(Buffer.compare(result.bytes, reversed.bytes)).not.toBe(0)
    },
  )
})
