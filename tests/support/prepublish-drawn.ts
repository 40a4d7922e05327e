import sharp from 'sharp'
import { parseHex } from '#server/features/generator/compositor/contrast.ts'
import { type PrepublishInput, prepublishCheck } from '#server/features/generator/compositor/prepublish.ts'
import type { Rect } from '#server/features/generator/compositor/regions.ts'
import type { TitleMask } from '#server/features/generator/compositor/title-mask.ts'
import type { PrepublishCheck } from '#shared/generator/schemas.ts'

/** Synthetic inputs for the pre-publish check's unit tests: exact colours, exact ratios. */

export const W = 1280
export const H = 720
export const centre: Rect = { x: 240, y: 250, w: 800, h: 220 }

/** A frame of one colour, as a JPEG. */
export const frame = (background: string, width = W, height = H) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer()

/**
 * A 'letter' drawn as the check's sample sees it (640×360): a block of `letter` on `background`
 * (a colour, or left half / right half), ringed by `outline` that many frame pixels wide, with its
 * mask. Solid blocks make every measured ratio exact.
 */
export function drawn(
  background: string | [string, string],
  letter: string,
  outline: { color: string; px: number } | null,
  rect: Rect = centre,
): Pick<PrepublishInput, 'pixels' | 'mask'> {
  const w = 640
  const h = 360
  const s = w / W
  const data = new Uint8Array(w * h * 3)
  const mask = new Uint8Array(w * h * 4)
  const ring = outline ? outline.px * s : 0
  const inside = (x: number, y: number, grow: number) =>
    x >= rect.x * s - grow &&
    x < (rect.x + rect.w) * s + grow &&
    y >= rect.y * s - grow &&
    y < (rect.y + rect.h) * s + grow
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const p = y * w + x
      const back = typeof background === 'string' ? background : background[x < w / 2 ? 0 : 1]
      let color = back
      if (inside(x, y, 0)) {
        color = letter
        mask[p * 4] = 255
      } else if (outline && inside(x, y, ring)) {
        color = outline.color
        mask[p * 4 + 1] = 255
      }
      data.set(parseHex(color), p * 3)
    }
  }
  const titleMask: TitleMask = { data: mask, width: w, height: h, outlinePx: outline?.px ?? 0 }
  return { pixels: { data, width: w, height: h, channels: 3 }, mask: titleMask }
}

/** The compositor's outline for a 150 px cap height: 8% of it outside the letter. */
export const heavy = (color: string) => ({ color, px: 12 })

export async function check(overrides: Partial<PrepublishInput> = {}): Promise<PrepublishCheck> {
  return prepublishCheck({
    ...drawn('#101018', '#FFFFFF', heavy('#000000')),
    width: W,
    height: H,
    title: 'Boss Fight Tonight',
    titleLetterHeightPx: 150,
    textRects: [{ kind: 'title', rect: centre }],
    textColor: '#FFFFFF',
    textMode: 'exact',
    textSize: 'fit',
    ...overrides,
  })
}

export const item = (result: PrepublishCheck, code: PrepublishCheck['items'][number]['code']) =>
  result.items.find((i) => i.code === code)
