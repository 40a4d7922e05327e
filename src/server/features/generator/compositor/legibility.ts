import { contrastRatio, luminance, parseHex, pixelLuminance } from './contrast.ts'
import type { TitleMask } from './title-mask.ts'

/**
 * How the title reads as drawn (decision 032), measured on the composite's sample with the title's
 * mask: which pixels are letter, which outline, which the picture just around the outlined letter.
 * A letter reads when one of its edges stands out: the edge between its fill and its outline (when
 * the outline is wide enough at the feed's size to be seen at all), or else the outer edge between
 * the letter and the picture around it.
 */
export interface TitleLegibility {
  /** The outline's width outside the letter at the feed's size (168×94 or a Shorts card). */
  outlineSmallPx: number
  /** Whether the outline is wide enough at that size to separate the letter from the picture. */
  separated: boolean
  /** The worst fifth of the letters' pixels against the outline's typical pixel. */
  fillVsOutline: number | null
  /** The outline's typical pixel against the worst fifth of the picture around it: the outer edge. */
  outlineVsAround: number | null
  /** The letters' typical pixel against the worst fifth of the picture around the outlined glyph. */
  fillVsAround: number
  /** The picture around the glyph (relative luminances), for advice. */
  around: number[]
}

/**
 * Below this at the feed's size an outline is a blur of the letter's edge, not a ring: at 0.5 px
 * the downscaler mixes it with the fill and the picture alike. A compositor title at the size bar
 * (10 px capitals at 168×94) has a 0.8 px outline.
 */
export const MIN_OUTLINE_SMALL_PX = 0.5
/** The worst fifth decides: a busy picture loses letters where it is hardest. */
export const CONTRAST_PERCENTILE = 0.2

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

/** The ratio at the worst `CONTRAST_PERCENTILE` of `values` against `against`. */
export function worstRatio(values: readonly number[], against: number): number {
  const ratios = values.map((l) => contrastRatio(l, against)).sort((a, b) => a - b)
  return ratios[Math.floor((ratios.length - 1) * CONTRAST_PERCENTILE)] ?? 0
}

/**
 * Reads the sample where the mask says letter, outline or neither. `smallScale` is the feed size
 * over the frame (about 0.13 for 168×94 from 720p); `pixels` is RGB or RGBA at the mask's size.
 */
export function measureTitle(
  pixels: { data: Uint8Array | Uint8ClampedArray; width: number; height: number; channels: 3 | 4 },
  mask: TitleMask,
  frameWidth: number,
  smallScale: number,
): TitleLegibility | null {
  const { width, height } = mask
  if (pixels.width !== width || pixels.height !== height) return null
  const m = mask.data
  const ink = new Uint8Array(width * height)
  const fill: number[] = []
  const outline: number[] = []
  let x0 = width
  let y0 = height
  let x1 = -1
  let y1 = -1
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = y * width + x
      const r = m[p * 4] ?? 0
      const g = m[p * 4 + 1] ?? 0
      if (r + g < 48) continue
      ink[p] = 1
      if (x < x0) x0 = x
      if (x > x1) x1 = x
      if (y < y0) y0 = y
      if (y > y1) y1 = y
      // Only pixels wholly one or the other: an edge pixel is a mix of both.
      if (r >= 220 && g < 40) fill.push(pixelLuminance(pixels.data, p * pixels.channels))
      else if (g >= 220 && r < 40) outline.push(pixelLuminance(pixels.data, p * pixels.channels))
    }
  }
  if (fill.length === 0 || x1 < 0) return null
  // The picture within about one feed-size pixel of the outlined glyph, never another line's letters.
  const band = Math.max(2, Math.round(width / frameWidth / smallScale))
  const around = ringAround(ink, width, height, { x0, y0, x1, y1 }, band).map((p) =>
    pixelLuminance(pixels.data, p * pixels.channels),
  )
  const outlineSmallPx = Math.round(mask.outlinePx * smallScale * 10) / 10
  const outlineL = outline.length > 0 ? median(outline) : null
  const fillL = median(fill)
  return {
    outlineSmallPx,
    separated: outlineL !== null && outlineSmallPx >= MIN_OUTLINE_SMALL_PX,
    fillVsOutline: outlineL === null ? null : worstRatio(fill, outlineL),
    outlineVsAround: outlineL === null ? null : around.length > 0 ? worstRatio(around, outlineL) : 21,
    fillVsAround: around.length > 0 ? worstRatio(around, fillL) : 21,
    around,
  }
}

/** Pixels not inked but within `band` of an inked one, in the ink's box grown by `band`. */
function ringAround(
  ink: Uint8Array,
  width: number,
  height: number,
  box: { x0: number; y0: number; x1: number; y1: number },
  band: number,
): number[] {
  const bx0 = Math.max(0, box.x0 - band)
  const by0 = Math.max(0, box.y0 - band)
  const bx1 = Math.min(width - 1, box.x1 + band)
  const by1 = Math.min(height - 1, box.y1 + band)
  const bw = bx1 - bx0 + 1
  const bh = by1 - by0 + 1
  // A square dilation as two running window counts: along rows, then down columns.
  const rows = new Uint16Array(bw * bh)
  for (let y = 0; y < bh; y++) {
    let count = 0
    const at = (x: number) => (x >= 0 && x < bw ? (ink[(by0 + y) * width + bx0 + x] ?? 0) : 0)
    for (let x = -band; x < band; x++) count += at(x)
    for (let x = 0; x < bw; x++) {
      count += at(x + band)
      rows[y * bw + x] = count
      count -= at(x - band)
    }
  }
  const out: number[] = []
  for (let x = 0; x < bw; x++) {
    let count = 0
    const at = (y: number) => (y >= 0 && y < bh ? (rows[y * bw + x] ?? 0) : 0)
    for (let y = -band; y < band; y++) count += at(y)
    for (let y = 0; y < bh; y++) {
      count += at(y + band)
      const p = (by0 + y) * width + bx0 + x
      if (count > 0 && !ink[p]) out.push(p)
      count -= at(y - band)
    }
  }
  return out
}

/**
 * Black or white, whichever the check would pass with, judged by the same measure: with an
 * outline wide enough, either passes on its own outline (the compositor outlines white in black
 * and black in white), so the one further from the picture around is named; without, the one that
 * reaches `needed` against the hardest fifth of the picture around, or none.
 */
export function betterTitleColor(measure: TitleLegibility, needed: number): string | null {
  const scores = (['#FFFFFF', '#000000'] as const).map((color) => ({
    color,
    ratio: worstRatioOf(measure.around, luminance(parseHex(color))),
  }))
  scores.sort((a, b) => b.ratio - a.ratio)
  const best = scores[0]
  if (!best) return null
  return measure.separated || best.ratio >= needed ? best.color : null
}

const worstRatioOf = (around: readonly number[], l: number) =>
  around.length > 0 ? worstRatio(around, l) : 21
