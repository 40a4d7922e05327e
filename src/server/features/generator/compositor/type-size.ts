import type { Word } from './accent.ts'
import type { Rect } from './frame.ts'
import { balanced, ellipsize, greedy } from './line-splits.ts'
import {
  lineAdvances,
  MAX_SUBTITLE_LINES,
  MAX_TITLE_LINES,
  type Metrics,
  OUTLINE_OF_CAP,
  SHADOW_BLUR_OF_CAP,
  SHADOW_OFFSET_OF_CAP,
  SUBTITLE_OF_TITLE,
  type WidthOf,
} from './type-metrics.ts'

/** The big-number layout sets a leading number on a line of its own, this much larger. */
export const LEAD_NUMBER_SCALE = 1.5

/** One way to break the title into lines; `lead` when its first line is the big number, set larger. */
export interface Split {
  lines: Word[][]
  lead: boolean
}

/** The title and subtitle broken into lines at one size, before they are placed. */
export interface Fit {
  lines: Word[][]
  /** Each line's size as a multiple of `size` (1 but for a lead number). */
  scales: number[]
  subLines: Word[][]
  size: number
  height: number
}

/** What one fit sets, measured, and the box it must fit in. */
export interface Setting {
  m: Metrics
  words: Word[]
  subWords: Word[]
  subWidthOf: WidthOf
  area: Rect
}

/** The title's font sizes tried, in px. */
export interface SizeRange {
  min: number
  max: number
}

export interface PlateDims {
  padX: number
  padY: number
  advance: number
  gap: number
}

/** Room around the title's letters at `size` for the outline and the shadow, in px. */
export function padFor(m: Metrics, size: number): number {
  const cap = m.cap * size
  return Math.ceil(cap * (OUTLINE_OF_CAP / 2 + SHADOW_OFFSET_OF_CAP + 1.6 * SHADOW_BLUR_OF_CAP)) + 2
}

export const subtitleSizeFor = (m: Metrics, size: number) => (SUBTITLE_OF_TITLE * m.cap * size) / m.subCap

export function plateDims(m: Metrics, subSize: number): PlateDims {
  const subCap = m.subCap * subSize
  return {
    padX: Math.round(subCap * 0.6),
    padY: Math.round(subCap * 0.42),
    advance: subSize * 1.15,
    gap: Math.round(subCap * 0.55),
  }
}

function subtitleHeight(m: Metrics, subSize: number, count: number): number {
  if (count === 0) return 0
  const p = plateDims(m, subSize)
  return p.gap + 2 * p.padY + m.subCap * subSize + (count - 1) * p.advance + 0.05 * subSize
}

/** Each line's size as a multiple of the block's: the lead number's line is larger. */
const scalesOf = (split: Split) => split.lines.map((_, i) => (i === 0 && split.lead ? LEAD_NUMBER_SCALE : 1))

/** The widest line of `split`, per px of the block's size. */
function widest(m: Metrics, split: Split): number {
  const scales = scalesOf(split)
  return Math.max(...split.lines.map((line, i) => m.widthOf(line) * (scales[i] ?? 1)))
}

/** The title's height at `size` from the first line's ink to the last's, with `pad` above and below. */
function titleHeight(m: Metrics, lines: Word[][], scales: number[], size: number, pad: number): number {
  if (lines.length === 0) return 0
  const ascent = m.inkOf(lines[0] as Word[]).ascent * (scales[0] ?? 1)
  const advances = lineAdvances(m, lines, scales).reduce((a, b) => a + b, 0)
  return size * (ascent + advances + m.inkOf(lines.at(-1) as Word[]).descent) + 2 * pad
}

/** The subtitle broken to `maxWidth` (per px of its size) in at most 2 lines, or null if it needs more. */
function subtitleLines(s: Setting, maxWidth: number, lastResort: boolean): Word[][] | null {
  let lines = s.subWords.length > 0 ? greedy(s.subWords, maxWidth, s.subWidthOf) : []
  if (lines.length === 2) lines = balanced(s.subWords, 2, s.subWidthOf)
  if (lines.length <= MAX_SUBTITLE_LINES) return lines
  return lastResort ? ellipsize(lines, MAX_SUBTITLE_LINES, maxWidth, s.subWidthOf) : null
}

/**
 * The title at `size` on the first of `candidates` (fewest lines first) that fits the width, with
 * the subtitle below it, or null if they do not fit the box. As a last resort the title is broken
 * greedily and cut short with an ellipsis, and the result may overflow.
 */
export function attempt(s: Setting, size: number, candidates: Split[], lastResort: boolean): Fit | null {
  const { m, words, area } = s
  const p = padFor(m, size * (candidates.some((c) => c.lead) ? LEAD_NUMBER_SCALE : 1))
  const innerW = area.w - 2 * p
  let split: Split | undefined = { lines: [], lead: false }
  if (words.length > 0) {
    // 3% spare: the letters' ink can overhang their advance widths a little.
    split = candidates.find((c) => widest(m, c) * size * 1.03 <= innerW)
    if (!split && lastResort) {
      const lines = greedy(words, innerW / size, m.widthOf)
      split = { lines: ellipsize(lines, MAX_TITLE_LINES, innerW / size, m.widthOf), lead: false }
    }
    if (!split) return null
  }
  const { lines } = split
  const subSize = subtitleSizeFor(m, size)
  const plate = plateDims(m, subSize)
  // The plate lines up with the title's letters, so it gets the same inset.
  const subMax = (area.w - 2 * (lines.length > 0 ? p : 0) - 2 * plate.padX) / subSize
  const subLines = subtitleLines(s, subMax, lastResort)
  if (!subLines) return null
  const scales = scalesOf(split)
  const height =
    titleHeight(m, lines, scales, size, p) +
    subtitleHeight(m, subSize, subLines.length) -
    (lines.length === 0 && subLines.length > 0 ? plate.gap : 0)
  if (height > area.h && !lastResort) return null
  return { lines, scales, subLines, size, height }
}

/** The largest size at which `split` fits: the fit is monotonic in the size, so bisect to within half a pixel. */
function largest(s: Setting, split: Split, range: SizeRange): Fit | null {
  const top = attempt(s, range.max, [split], false)
  if (top) return top
  let found = attempt(s, range.min, [split], false)
  if (!found) return null
  let lo = range.min
  let hi = range.max
  while (hi - lo > 0.5) {
    const mid = (lo + hi) / 2
    const at = attempt(s, mid, [split], false)
    if (at) {
      found = at
      lo = mid
    } else hi = mid
  }
  return found
}

/** The best of `candidates` at its largest size: fewer lines win unless more lines are clearly (4%) bigger. */
export function bestOf(s: Setting, candidates: Split[], range: SizeRange): Fit | null {
  let best: Fit | null = null
  for (const split of candidates) {
    const found = largest(s, split, range)
    if (found && (!best || found.size > best.size * 1.04)) best = found
  }
  return best
}
