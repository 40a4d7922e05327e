// Inputs and pixel readers shared by the compose-*.test.ts files.
import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { DEFAULT_OVERLAY, DEFAULT_TEXT_OVERLAY } from '#shared/generator/defaults.ts'
import type { Overlay, TextOverlay } from '#shared/generator/schemas.ts'
import type { ComposeInput } from './compose.ts'
import { parseHex } from './contrast.ts'
import type { Rect } from './frame.ts'

export const TWO_MB = 2 * 1024 * 1024

export const flat = (hex: string, width = 640, height = 360) =>
  sharp({ create: { width, height, channels: 3, background: hex } })
    .png()
    .toBuffer()

/** The worst case for file size: pure noise, which no encoder can compress. */
export const noise = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer()

/** A fixed busy picture (fine stripes and checks), so blur and feathering show in the pixels. */
export async function texture(width: number, height: number) {
  const data = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3
      const on = (Math.floor(x / 3) + Math.floor(y / 5)) % 2 === 0
      data[i] = on ? 230 : 30
      data[i + 1] = on ? 200 : 60
      data[i + 2] = (x * 7 + y * 3) % 256
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer()
}

export const text = (overrides: Partial<TextOverlay> = {}): TextOverlay => ({
  ...DEFAULT_TEXT_OVERLAY,
  title: 'Exact Title Text',
  ...overrides,
})
export const overlay = (overrides: Partial<Overlay> = {}): Overlay => ({ ...DEFAULT_OVERLAY, ...overrides })

export const frame = (overrides: Partial<ComposeInput> & Pick<ComposeInput, 'background'>): ComposeInput => ({
  width: 1280,
  height: 720,
  format: 'png',
  overlay: overlay(),
  textOverlay: text(),
  ...overrides,
})

export interface Pixels {
  data: Buffer
  width: number
  height: number
}

export async function pixels(bytes: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

export const at = (image: Pixels, px: number, py: number): [number, number, number] => {
  const i = (Math.round(py) * image.width + Math.round(px)) * 3
  return [image.data[i] ?? 0, image.data[i + 1] ?? 0, image.data[i + 2] ?? 0]
}

export const near = (a: readonly number[], b: readonly number[], tolerance: number) =>
  Math.abs((a[0] ?? 0) - (b[0] ?? 0)) +
    Math.abs((a[1] ?? 0) - (b[1] ?? 0)) +
    Math.abs((a[2] ?? 0) - (b[2] ?? 0)) <=
  tolerance

export const inside = (r: Rect, x: number, y: number) =>
  x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h

/** Pixels that differ from `hex` anywhere in the frame, as a list of points (capped). */
export function changedPoints(image: Pixels, hex: string): [number, number][] {
  const base = parseHex(hex)
  const points: [number, number][] = []
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) if (!near(at(image, x, y), base, 12)) points.push([x, y])
  }
  return points
}

export const TITLES = [
  'Wow',
  'Big Win',
  '30 Day Abs',
  'Hidden Gem In Japan',
  'My Dog Learned To Talk',
  'I Made $10,000 In One Week',
  'The Night Everything Changed In My Town',
  'I Tried Every Gaming Mouse So You Do Not',
]
