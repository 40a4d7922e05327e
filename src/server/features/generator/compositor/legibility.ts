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
  /** The picture around the glyph, for advice. */
  around: Luminances
}

/**
 * Below this at the feed's size an outline is a blur of the letter's edge, not a ring: at 0.5 px
 * the downscaler mixes it with the fill and the picture alike. A compositor title at the size bar
 * (8 px capitals at 168×94, decision 036) has a 0.6 px outline.
 */
export const MIN_OUTLINE_SMALL_PX = 0.5
/** The worst fifth decides: a busy picture loses letters where it is hardest. */
export const CONTRAST_PERCENTILE = 0.2

const BINS = 4096

/**
 * Relative luminances counted in fine bins, each bin keeping its own mean: a percentile costs a
 * pass over the bins, not a sort of every pixel (a title has tens of thousands).
 */
export class Luminances {
  readonly counts = new Uint32Array(BINS)
  readonly sums = new Float64Array(BINS)
  size = 0

  add(l: number): void {
    const bin = Math.min(BINS - 1, Math.floor(l * BINS))
    this.counts[bin] = (this.counts[bin] ?? 0) + 1
    this.sums[bin] = (this.sums[bin] ?? 0) + l
    this.size++
  }

  /** The luminance at `share` of the way up (0.5: the median). */
  at(share: number): number {
    const rank = Math.floor((this.size - 1) * share)
    let seen = 0
    for (let bin = 0; bin < BINS; bin++) {
      const count = this.counts[bin] ?? 0
      seen += count
      if (count > 0 && seen > rank) return (this.sums[bin] ?? 0) / count
    }
    return 0
  }

  /** The contrast ratio against `against` at the worst `CONTRAST_PERCENTILE` of these pixels. */
  worstRatio(against: number): number {
    if (this.size === 0) return 21
    const bins: [number, number][] = []
    for (let bin = 0; bin < BINS; bin++) {
      const count = this.counts[bin] ?? 0
      if (count > 0) bins.push([contrastRatio((this.sums[bin] ?? 0) / count, against), count])
    }
    bins.sort((a, b) => a[0] - b[0])
    const rank = Math.floor((this.size - 1) * CONTRAST_PERCENTILE)
    let seen = 0
    for (const [ratio, count] of bins) {
      seen += count
      if (seen > rank) return ratio
    }
    return 21
  }
}

/**
 * Reads the sample where the mask says letter, outline or neither. `smallScale` is the feed size
 * over the frame (about 0.13 for 168×94 from 720p); `pixels` is RGB or RGBA at the mask's size or a
 * whole multiple of it.
 */
export function measureTitle(
  pixels: { data: Uint8Array | Uint8ClampedArray; width: number; height: number; channels: 3 | 4 },
  mask: TitleMask,
  frameWidth: number,
  smallScale: number,
): TitleLegibility | null {
  const { width, height } = mask
  const k = pixels.width / width
  if (k < 1 || Math.abs(pixels.height / height - k) > 0.05 * k) return null
  // The sample pixel under mask pixel p (the mask may be drawn at a fraction of the sample's size).
  const at = (p: number) => {
    const x = Math.min(pixels.width - 1, Math.round((p % width) * k))
    const y = Math.min(pixels.height - 1, Math.round(Math.floor(p / width) * k))
    return pixelLuminance(pixels.data, (y * pixels.width + x) * pixels.channels)
  }
  const m = mask.data
  const ink = new Uint8Array(width * height)
  const fill = new Luminances()
  const outline = new Luminances()
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
      if (r >= 220 && g < 40) fill.add(at(p))
      else if (g >= 220 && r < 40) outline.add(at(p))
    }
  }
  if (fill.size === 0 || x1 < 0) return null
  // The picture within about one feed-size pixel of the outlined glyph, never another line's letters.
  const band = Math.max(2, Math.round(width / frameWidth / smallScale))
  const around = new Luminances()
  ringAround(ink, width, height, { x0, y0, x1, y1 }, band, (p) => around.add(at(p)))
  const outlineSmallPx = Math.round(mask.outlinePx * smallScale * 10) / 10
  const outlineL = outline.size > 0 ? outline.at(0.5) : null
  return {
    outlineSmallPx,
    separated: outlineL !== null && outlineSmallPx >= MIN_OUTLINE_SMALL_PX,
    fillVsOutline: outlineL === null ? null : fill.worstRatio(outlineL),
    outlineVsAround: outlineL === null ? null : around.worstRatio(outlineL),
    fillVsAround: around.worstRatio(fill.at(0.5)),
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
  visit: (p: number) => void,
): void {
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
  for (let x = 0; x < bw; x++) {
    let count = 0
    const at = (y: number) => (y >= 0 && y < bh ? (rows[y * bw + x] ?? 0) : 0)
    for (let y = -band; y < band; y++) count += at(y)
    for (let y = 0; y < bh; y++) {
      count += at(y + band)
      const p = (by0 + y) * width + bx0 + x
      if (count > 0 && !ink[p]) visit(p)
      count -= at(y - band)
    }
  }
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
    ratio: measure.around.worstRatio(luminance(parseHex(color))),
  }))
  scores.sort((a, b) => b.ratio - a.ratio)
  const best = scores[0]
  if (!best) return null
  return measure.separated || best.ratio >= needed ? best.color : null
}
