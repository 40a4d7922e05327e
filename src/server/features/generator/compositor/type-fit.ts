import type { SKRSContext2D } from '@napi-rs/canvas'
import type { TextPosition, TextSize } from '#shared/generator/defaults.ts'
import { createCache } from '../../../lib/cache.ts'
import { parseTitle, type Word } from './accent.ts'
import { baseDirection } from './bidi.ts'
import { ensureFonts, subtitleFont } from './fonts.ts'
import type { Rect } from './frame.ts'
import { balanced, ellipsize, greedy } from './line-splits.ts'
import {
  FIXED_CAP_SCALE,
  join,
  LINE_GAP_OF_SIZE,
  lineWidths,
  MAX_CAP_SCALE,
  MAX_SUBTITLE_LINES,
  MAX_TITLE_LINES,
  MIN_CAP_SCALE,
  OUTLINE_OF_CAP,
  SHADOW_BLUR_OF_CAP,
  SHADOW_OFFSET_OF_CAP,
  SUBTITLE_OF_TITLE,
  titleMetrics,
  UNIT,
} from './type-metrics.ts'
import { type Align, type Fit, place, type TypeLayout } from './type-place.ts'

export { FIXED_CAP_SCALE, OUTLINE_OF_CAP } from './type-metrics.ts'
export type { SetLine, TypeLayout } from './type-place.ts'

/** The big-number layout sets a leading number on a line of its own, this much larger. */
const LEAD_NUMBER_SCALE = 1.5
const LEAD_WORTH = 0.8

export interface TypeInput {
  title: string
  subtitle: string
  textSize: TextSize
  textPosition: TextPosition
  autoAccent: boolean
}

/**
 * Fits the title and subtitle into `area`: the largest size (or the chosen fixed size, if smaller)
 * at which the title takes at most 3 balanced lines and the subtitle, on its plate, at most 2,
 * all inside the area with the outline and the shadow included.
 */
export function fitType(
  ctx: SKRSContext2D,
  text: TypeInput,
  area: Rect,
  shortSide: number,
  align: Align,
  /** Set a leading number on a line of its own, larger (the big-number layout). */
  leadNumber = false,
): TypeLayout | null {
  // Fitting measures every word at every candidate break (about half a millisecond at 720p, a
  // twentieth of a composite); the live preview and each free re-edit set the same words in the
  // same box again and again. The layout is a pure function of these inputs and the bundled fonts.
  const key = JSON.stringify([
    text.title,
    text.subtitle,
    text.textSize,
    text.textPosition,
    text.autoAccent,
    area,
    shortSide,
    align,
    leadNumber,
  ])
  // Cloned on the way in and out: the layout goes out to callers, and none may change the next hit.
  const hit = fitted.peek(key)
  if (hit !== undefined) return structuredClone(hit.layout)
  const layout = fitTypeUncached(ctx, text, area, shortSide, align, leadNumber)
  fitted.set(key, { layout: structuredClone(layout) })
  return layout
}

/** Recent fits per image thread, a few hundred bytes each, with no TTL: fonts never change at run time. */
const FITTED_LIMIT = 64
/** Boxed: a null layout (nothing to set) is remembered too, and the cache keeps no bare null. */
const fitted = createCache<{ layout: TypeLayout | null }>({ max: FITTED_LIMIT })

function fitTypeUncached(
  ctx: SKRSContext2D,
  text: TypeInput,
  area: Rect,
  shortSide: number,
  align: Align,
  leadNumber: boolean,
): TypeLayout | null {
  const words = parseTitle(text.title.trim(), text.autoAccent)
  const subWords = parseTitle(text.subtitle.trim(), false)
  if (words.length === 0 && subWords.length === 0) return null
  ensureFonts(text.title, text.subtitle)
  const m = titleMetrics(ctx, subtitleFont)
  ctx.font = subtitleFont(UNIT)
  const subWidthOf = lineWidths(ctx, subtitleFont, ctx.measureText(' ').width / UNIT)
  const leads = new WeakSet<Word[][]>()
  const lead = leadNumber && words.length >= 2 && /\p{Nd}/u.test(words[0]?.text ?? '')
  const leadSplits = lead
    ? [1, 2]
        .filter((k) => k <= words.length - 1)
        .map((k) => {
          const split = [[words[0] as Word], ...balanced(words.slice(1), k, m.widthOf)]
          leads.add(split)
          return split
        })
    : []
  const splits = [1, 2, 3]
    .filter((k) => k <= Math.max(1, words.length) && k <= MAX_TITLE_LINES)
    .map((k) => balanced(words, k, m.widthOf))
  const scalesOf = (lines: Word[][]) =>
    lines.map((_, i) => (i === 0 && leads.has(lines) ? LEAD_NUMBER_SCALE : 1))

  const pad = (size: number) => {
    const cap = m.cap * size
    return Math.ceil(cap * (OUTLINE_OF_CAP / 2 + SHADOW_OFFSET_OF_CAP + 1.6 * SHADOW_BLUR_OF_CAP)) + 2
  }
  /** Baseline to baseline, in multiples of the block's size. */
  const lineAdvance = (lines: Word[][], scales: number[]) =>
    lines.slice(1).map((line, i) => {
      const above = m.inkOf(lines[i] as Word[])
      const [sa, sb] = [scales[i] ?? 1, scales[i + 1] ?? 1]
      return Math.max(0.9 * sb, above.descent * sa + m.inkOf(line).ascent * sb + LINE_GAP_OF_SIZE)
    })
  const subSizeFor = (size: number) => (SUBTITLE_OF_TITLE * m.cap * size) / m.subCap
  const plateDims = (subSize: number) => {
    const subCap = m.subCap * subSize
    return {
      padX: Math.round(subCap * 0.6),
      padY: Math.round(subCap * 0.42),
      advance: subSize * 1.15,
      gap: Math.round(subCap * 0.55),
    }
  }
  const subtitleHeight = (subSize: number, count: number) => {
    if (count === 0) return 0
    const p = plateDims(subSize)
    return p.gap + 2 * p.padY + m.subCap * subSize + (count - 1) * p.advance + 0.05 * subSize
  }

  /** The title at `size` on the first of `candidates` (splits, fewest lines first) that fits the width. */
  const attempt = (size: number, candidates: Word[][][], lastResort: boolean): Fit | null => {
    const p = pad(size * (candidates.some((c) => leads.has(c)) ? LEAD_NUMBER_SCALE : 1))
    const innerW = area.w - 2 * p
    let lines: Word[][] | undefined
    if (words.length > 0) {
      // 3% spare: the letters' ink can overhang their advance widths a little.
      const widest = (c: Word[][]) => Math.max(...c.map((line, i) => m.widthOf(line) * (scalesOf(c)[i] ?? 1)))
      lines = candidates.find((c) => widest(c) * size * 1.03 <= innerW)
      if (!lines && lastResort) {
        lines = ellipsize(greedy(words, innerW / size, m.widthOf), MAX_TITLE_LINES, innerW / size, m.widthOf)
      }
      if (!lines) return null
    } else lines = []
    const subSize = subSizeFor(size)
    const plate = plateDims(subSize)
    // The plate lines up with the title's letters, so it gets the same inset.
    const subMax = (area.w - 2 * (lines.length > 0 ? p : 0) - 2 * plate.padX) / subSize
    let subLines = subWords.length > 0 ? greedy(subWords, subMax, subWidthOf) : []
    if (subLines.length === 2) subLines = balanced(subWords, 2, subWidthOf)
    if (subLines.length > MAX_SUBTITLE_LINES) {
      if (!lastResort) return null
      subLines = ellipsize(subLines, MAX_SUBTITLE_LINES, subMax, subWidthOf)
    }
    const scales = scalesOf(lines)
    const titleInk =
      lines.length > 0
        ? size *
            (m.inkOf(lines[0] as Word[]).ascent * (scales[0] ?? 1) +
              lineAdvance(lines, scales).reduce((a, b) => a + b, 0) +
              m.inkOf(lines.at(-1) as Word[]).descent) +
          2 * p
        : 0
    const height =
      titleInk +
      subtitleHeight(subSize, subLines.length) -
      (lines.length === 0 && subLines.length > 0 ? plate.gap : 0)
    if (height > area.h && !lastResort) return null
    return { lines, scales, subLines, size, height }
  }

  const minSize = (MIN_CAP_SCALE * shortSide) / m.cap
  let maxSize = (MAX_CAP_SCALE * shortSide) / m.cap
  if (text.textSize !== 'fit')
    maxSize = Math.min(maxSize, (FIXED_CAP_SCALE[text.textSize] * shortSide) / m.cap)
  /** For a fixed split the fit is monotonic in the size: bisect each to within half a pixel. */
  const largest = (split: Word[][]): Fit | null => {
    const top = attempt(maxSize, [split], false)
    if (top) return top
    let found = attempt(minSize, [split], false)
    if (!found) return null
    let lo = minSize
    let hi = maxSize
    while (hi - lo > 0.5) {
      const mid = (lo + hi) / 2
      const at = attempt(mid, [split], false)
      if (at) {
        found = at
        lo = mid
      } else hi = mid
    }
    return found
  }
  const bestOf = (candidates: Word[][][]) => {
    let best: Fit | null = null
    for (const split of candidates) {
      const found = largest(split)
      // Fewer lines win unless more lines are clearly (4%) bigger.
      if (found && (!best || found.size > best.size * 1.04)) best = found
    }
    return best
  }
  let best = bestOf(splits)
  let family = splits
  // The lead number only when the words below it stay big: at least 80% of their plain size.
  const leadBest = bestOf(leadSplits)
  if (leadBest && (!best || leadBest.size >= best.size * LEAD_WORTH)) {
    best = leadBest
    family = leadSplits
  }
  if (best && text.textSize !== 'fit') best = attempt(best.size, family, false) ?? best
  best ??= attempt(minSize, splits, true)
  if (!best) return null
  return place(
    ctx,
    best,
    area,
    text.textPosition,
    align,
    m,
    pad(best.size * Math.max(...best.scales, 1)),
    plateDims(subSizeFor(best.size)),
    lineAdvance,
    { title: baseDirection(join(words)), subtitle: baseDirection(join(subWords)) },
  )
}
