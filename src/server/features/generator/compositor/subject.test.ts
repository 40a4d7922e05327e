import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { DEFAULT_OVERLAY, DEFAULT_TEXT_OVERLAY } from '#shared/generator/defaults.ts'
import { layoutById } from '#shared/generator/layouts.ts'
import { compose } from './compose.ts'
import { parseHex } from './contrast.ts'
import { toRect } from './frame.ts'
import { cutoutPlacement, PERSONA_TOP_ROOM } from './persona-subject.ts'

const WIDTH = 1280
const HEIGHT = 720

/** A plain opaque rectangle on transparency: every pixel inside is (200, 40, 160). */
const block = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 40, b: 160, alpha: 1 } } })
    .extend({ top: 20, bottom: 0, left: 20, right: 20, background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer()

const FRAME = { width: WIDTH, height: HEIGHT }
const box = (layout: Parameters<typeof layoutById>[0], frame = FRAME) =>
  toRect(layoutById(layout).subjectBox ?? { x: 0, y: 0, w: 1, h: 1 }, frame.width, frame.height)

describe('cutoutPlacement', () => {
  it("stands a persona on the frame's bottom edge in every 16:9 layout, the banners and corner included", () => {
    for (const layout of [
      'text-left',
      'text-right',
      'big-number',
      'bottom-banner',
      'corner-reaction',
    ] as const) {
      const place = cutoutPlacement({ width: 500, height: 520 }, box(layout), FRAME)
      if (!place) throw new Error('no placement')
      expect(place.y + place.h, layout).toBe(HEIGHT)
      expect(place.fade.bottom, layout).toBe(false)
      // It fills the frame below a little headroom (or the box's top): a chest-up crop's head is
      // then 0.35+ of the frame.
      const top = Math.max(box(layout).y, HEIGHT * PERSONA_TOP_ROOM)
      expect(place.h, layout).toBe(Math.round(HEIGHT - top))
      expect(place.h / HEIGHT).toBeGreaterThanOrEqual(0.88)
      expect(place.x).toBeGreaterThanOrEqual(0)
      expect(place.x + place.w).toBeLessThanOrEqual(WIDTH)
    }
  })

  it('puts a cut side on the frame edge its box reaches, and fades one that cannot get there', () => {
    const right = cutoutPlacement({ width: 500, height: 520 }, box('text-left'), FRAME, {
      left: false,
      right: true,
    })
    expect(right && right.x + right.w).toBe(WIDTH)
    expect(right?.fade).toEqual({ bottom: false, left: false, right: false })
    const away = cutoutPlacement({ width: 500, height: 520 }, box('text-right'), FRAME, {
      left: false,
      right: true,
    })
    expect(away?.fade.right).toBe(true)
  })

  it('keeps the face in a Shorts box at the top, fading the bottom instead of floating a cut', () => {
    const shorts = { width: 1080, height: 1920 }
    const place = cutoutPlacement({ width: 500, height: 520 }, box('shorts-center', shorts), shorts)
    const top = box('shorts-center', shorts)
    if (!place) throw new Error('no placement')
    expect(place.fade.bottom).toBe(true)
    expect(place.y + place.h).toBe(Math.round(top.y + top.h))
  })

  it('answers null for an empty box', () => {
    expect(cutoutPlacement({ width: 10, height: 10 }, { x: 0, y: 0, w: 0, h: 4 }, FRAME)).toBeNull()
  })
})

describe("a persona's cut-out in the composite", () => {
  it('keeps its own pixels inside, the accent outline outside its edge, none along its cut, and the background beyond', async () => {
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
    const place = cutoutPlacement({ width: 340, height: 520 }, box('text-left'), FRAME)
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
    // Its bottom is a cut through the person: on the frame's last row, with no outline along it.
    expect(place.y + place.h).toBe(HEIGHT)
    for (const x of [0.15, 0.5, 0.85])
      expect(at(place.x + (20 + 300 * x) * scale, HEIGHT - 1)).toEqual([200, 40, 160])
  })
})
