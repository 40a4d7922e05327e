import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { DEFAULT_OVERLAY, DEFAULT_TEXT_OVERLAY } from '#shared/generator/defaults.ts'
import { layoutById } from '#shared/generator/layouts.ts'
import { compose } from './compose.ts'
import { parseHex } from './contrast.ts'
import { toRect } from './frame.ts'
import { cutoutPlacement } from './subject.ts'

const WIDTH = 1280
const HEIGHT = 720

/** A plain opaque rectangle on transparency: every pixel inside is (200, 40, 160). */
const block = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 40, b: 160, alpha: 1 } } })
    .extend({ top: 20, bottom: 0, left: 20, right: 20, background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer()

describe('cutoutPlacement', () => {
  it('contains the cut-out in its box, centred across it and standing on its bottom edge', () => {
    const box = { x: 768, y: 29, w: 512, h: 691 }
    const tall = cutoutPlacement({ width: 400, height: 600 }, box, HEIGHT)
    const wide = cutoutPlacement({ width: 1200, height: 400 }, box, HEIGHT)
    for (const place of [tall, wide]) {
      if (!place) throw new Error('no placement')
      expect(place.y + place.h).toBe(box.y + box.h)
      expect(place.x).toBeGreaterThanOrEqual(box.x + place.outline)
      expect(place.x + place.w).toBeLessThanOrEqual(box.x + box.w - place.outline)
      expect(place.y).toBeGreaterThanOrEqual(box.y)
      expect(Math.abs(place.x - box.x - (box.x + box.w - place.x - place.w))).toBeLessThanOrEqual(1)
    }
    expect(cutoutPlacement({ width: 10, height: 10 }, { x: 0, y: 0, w: 4, h: 4 }, HEIGHT)).toBeNull()
  })
})

describe("a persona's cut-out in the composite", () => {
  it('keeps its own pixels inside, with the accent outline outside its edge and the background beyond', async () => {
    const cutout = await block(300, 500)
    const result = await compose({
      background: await sharp({ create: { width: 64, height: 36, channels: 3, background: '#101010' } })
        .png()
        .toBuffer(),
      width: WIDTH,
      height: HEIGHT,
      format: 'png',
      overlay: { ...DEFAULT_OVERLAY },
      textOverlay: { ...DEFAULT_TEXT_OVERLAY, title: 'Hi' },
      layout: 'text-left',
      colorScheme: { primary: '#FF0000', secondary: '#FFD400' },
      subject: { image: cutout, kind: 'persona' },
    })
    const place = cutoutPlacement(
      { width: 340, height: 520 },
      toRect(layoutById('text-left').subjectBox ?? { x: 0, y: 0, w: 1, h: 1 }, WIDTH, HEIGHT),
      HEIGHT,
    )
    if (!place || !result.accentColor) throw new Error('no placement or accent')
    const { data } = await sharp(result.bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true })
    const at = (x: number, y: number) => {
      const i = (Math.round(y) * WIDTH + Math.round(x)) * 3
      return [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0]
    }
    const scale = place.w / 340
    const right = place.x + (340 - 20) * scale
    const midY = place.y + place.h * 0.6
    // Inside, away from the upper-left rim: exactly the cut-out's colour.
    expect(at(right - 20, midY)).toEqual([200, 40, 160])
    // Just outside the right edge: the accent outline.
    const [ar, ag, ab] = parseHex(result.accentColor)
    const [rr = 0, rg = 0, rb = 0] = at(right + place.outline * 0.5, midY)
    expect(Math.abs(rr - ar) + Math.abs(rg - ag) + Math.abs(rb - ab)).toBeLessThan(40)
    // Well beyond it, above the person: the dark background (with at most the backlight's glow).
    const [r = 0, g = 0, b = 0] = at(place.x + place.w / 2, place.y - place.outline * 12)
    expect(r + g + b).toBeLessThan(3 * 90)
  })
})
