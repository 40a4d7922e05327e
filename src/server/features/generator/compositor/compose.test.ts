import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { DEFAULT_OVERLAY, DEFAULT_TEXT_OVERLAY, OVERLAY_STYLES } from '#shared/generator/defaults.ts'
import type { Overlay, TextOverlay } from '#shared/schemas/generator.ts'
import { compose } from './compose.ts'
import { contrastRatio, luminance, parseHex } from './contrast.ts'
import { overlayRect } from './regions.ts'

const TWO_MB = 2 * 1024 * 1024
const flat = (hex: string, width = 640, height = 360) =>
  sharp({ create: { width, height, channels: 3, background: hex } })
    .png()
    .toBuffer()

/** The worst case for file size: pure noise, which no encoder can compress. */
const noise = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer()

const text = (overrides: Partial<TextOverlay> = {}): TextOverlay => ({
  ...DEFAULT_TEXT_OVERLAY,
  title: 'Exact Title Text',
  ...overrides,
})
const overlay = (overrides: Partial<Overlay> = {}): Overlay => ({ ...DEFAULT_OVERLAY, ...overrides })

async function pixels(bytes: Buffer) {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

/** Whether the pixel at (x, y) differs from `hex` by more than a little JPEG noise. */
function isChanged(image: { data: Buffer; width: number }, hex: string, x: number, y: number): boolean {
  const [r, g, b] = parseHex(hex)
  const i = (y * image.width + x) * 3
  return (
    Math.abs((image.data[i] ?? 0) - r) +
      Math.abs((image.data[i + 1] ?? 0) - g) +
      Math.abs((image.data[i + 2] ?? 0) - b) >
    24
  )
}

/** Pixels in rows [from, to) that differ from `hex`. */
function changedRows(image: { data: Buffer; width: number }, hex: string, from: number, to: number): number {
  let changed = 0
  for (let y = from; y < to; y++) {
    for (let x = 0; x < image.width; x++) if (isChanged(image, hex, x, y)) changed++
  }
  return changed
}

describe('compose', () => {
  it('outputs exactly the requested 16:9 size from a square background', async () => {
    const background = await flat('#336699', 1000, 1000)
    for (const [width, height] of [
      [1280, 720],
      [1920, 1080],
    ] as const) {
      const result = await compose({
        background,
        width,
        height,
        format: 'jpeg',
        overlay: overlay(),
        textOverlay: text(),
      })
      const meta = await sharp(result.bytes).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', width, height])
    }
  })

  it('stays under 2 MB at 1080p and 4K, JPEG and PNG, even on a noise background', {
    timeout: 120_000,
  }, async () => {
    const background = await noise(1344, 768)
    for (const [width, height] of [
      [1920, 1080],
      [3840, 2160],
    ] as const) {
      for (const format of ['jpeg', 'png'] as const) {
        const result = await compose({
          background,
          width,
          height,
          format,
          overlay: overlay(),
          textOverlay: text(),
        })
        expect(result.bytes.length, `${width} ${format}`).toBeLessThan(TWO_MB)
        const meta = await sharp(result.bytes).metadata()
        expect([meta.width, meta.height]).toEqual([width, height])
        // A PNG that cannot fit becomes a JPEG, and says so.
        expect(meta.format).toBe(result.mimeType === 'image/png' ? 'png' : 'jpeg')
      }
    }
  })

  it('draws the text in the chosen region and nowhere else', async () => {
    const background = await flat('#202020')
    for (const textPosition of ['top', 'bottom'] as const) {
      const result = await compose({
        background,
        width: 1280,
        height: 720,
        format: 'png',
        overlay: overlay(),
        textOverlay: text({ textPosition, subtitle: 'and a subtitle' }),
      })
      const image = await pixels(result.bytes)
      const top = changedRows(image, '#202020', 0, 360)
      const bottom = changedRows(image, '#202020', 360, 720)
      const [inside, outside] = textPosition === 'top' ? [top, bottom] : [bottom, top]
      expect(inside, textPosition).toBeGreaterThan(5_000)
      expect(outside, textPosition).toBe(0)
      const box = result.textBox
      expect(box && box.x >= 0 && box.y >= 0 && box.x + box.w <= 1280 && box.y + box.h <= 720).toBe(true)
    }
  })

  it('keeps every text pixel inside the laid-out box for top, center and bottom (outline and shadow included)', async () => {
    const background = await flat('#202020', 1280, 720)
    // The outline and the soft shadow reach a little past the glyphs: ~20px at this title size.
    const margin = 24
    for (const textPosition of ['top', 'center', 'bottom'] as const) {
      const result = await compose({
        background,
        width: 1280,
        height: 720,
        format: 'png',
        overlay: overlay(),
        textOverlay: text({ textPosition, subtitle: 'and a subtitle' }),
      })
      const box = result.textBox
      if (!box) throw new Error('no text box')
      const image = await pixels(result.bytes)
      let inside = 0
      let outside = 0
      for (let y = 0; y < image.height; y++) {
        for (let x = 0; x < image.width; x++) {
          if (!isChanged(image, '#202020', x, y)) continue
          const within =
            x >= box.x - margin &&
            x < box.x + box.w + margin &&
            y >= box.y - margin &&
            y < box.y + box.h + margin
          if (within) inside++
          else outside++
        }
      }
      expect(inside, textPosition).toBeGreaterThan(5_000)
      expect(outside, textPosition).toBe(0)
    }
  })

  it('wraps a 120-character title onto several lines inside the frame', async () => {
    const title =
      'This Is The Longest Thumbnail Title Anyone Has Ever Written For A Video About Making Sourdough Bread At Home'
        .padEnd(120, '!')
        .slice(0, 120)
    expect(title).toHaveLength(120)
    const background = await flat('#202020')
    const result = await compose({
      background,
      width: 1280,
      height: 720,
      format: 'png',
      overlay: overlay(),
      textOverlay: text({ title, textSize: 'large', textPosition: 'center' }),
    })
    const box = result.textBox
    expect(box).not.toBeNull()
    if (!box) return
    // Several lines tall, never wider than the safe area (5% margins), never outside the frame.
    expect(box.h).toBeGreaterThan(720 * 0.12)
    expect(box.x).toBeGreaterThanOrEqual(64)
    expect(box.x + box.w).toBeLessThanOrEqual(1280 - 64)
    const image = await pixels(result.bytes)
    const edge = changedRows(image, '#202020', 0, 20) + changedRows(image, '#202020', 700, 720)
    expect(edge).toBe(0)
  })

  it('picks a text colour with at least 4.5:1 contrast on light, dark and mid backgrounds', async () => {
    for (const hex of ['#FFFFFF', '#000000', '#777777', '#FFD400', '#1E3A8A', '#FF0000', '#00C2A8']) {
      const result = await compose({
        background: await flat(hex),
        width: 1280,
        height: 720,
        format: 'jpeg',
        overlay: overlay(),
        textOverlay: text({ aiSuggestTextColor: true, textColor: hex }),
      })
      const chosen = result.textColor ?? ''
      expect(
        contrastRatio(luminance(parseHex(chosen)), luminance(parseHex(hex))),
        `${chosen} on ${hex}`,
      ).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('paints every overlay style inside its region only', async () => {
    const background = await flat('#808080')
    for (const style of OVERLAY_STYLES.filter((s) => s !== 'none')) {
      const result = await compose({
        background,
        width: 1280,
        height: 720,
        format: 'png',
        overlay: overlay({
          style,
          position: 'top',
          color: '#FF0000',
          gradientStart: '#FF0000',
          gradientEnd: '#0000FF',
          opacity: 80,
        }),
        textOverlay: text({ title: '' }),
      })
      const region = overlayRect('top', 1280, 720)
      const image = await pixels(result.bytes)
      expect(changedRows(image, '#808080', 0, 40), style).toBeGreaterThan(0)
      expect(changedRows(image, '#808080', region.h + 2, 720), style).toBe(0)
    }
  })
})
