import type { SKRSContext2D } from '@napi-rs/canvas'
import type { TextPosition, TextSize } from '#shared/generator/defaults.ts'
import { createCache } from '../../../lib/cache.ts'
import { parseTitle, type Word } from './accent.ts'
import { baseDirection } from './bidi.ts'
import { ensureFonts, subtitleFont } from './fonts.ts'
import type { Rect } from './frame.ts'
import { balanced } from './line-splits.ts'
import {
  FIXED_CAP_SCALE,
  join,
  lineWidths,
  MAX_CAP_SCALE,
  MAX_TITLE_LINES,
  type Metrics,
  MIN_CAP_SCALE,
  titleMetrics,
  UNIT,
  type WidthOf,
} from './type-metrics.ts'
import { type Align, place, type TypeLayout } from './type-place.ts'
import {
  attempt,
  bestOf,
  padFor,
  plateDims,
  type Setting,
  type SizeRange,
  type Split,
  subtitleSizeFor,
} from './type-size.ts'

export { FIXED_CAP_SCALE, OUTLINE_OF_CAP } from './type-metrics.ts'
export type { SetLine, TypeLayout } from './type-place.ts'

/** The big number is worth it only if the words below keep this share of their plain size. */
const LEAD_WORTH = 0.8
/** A fourth line only when it sets the title this much larger than the best of 1 to 3 lines. */
const FOURTH_LINE_WORTH = 1.25

export interface TypeInput {
  title: string
  subtitle: string
  textSize: TextSize
  textPosition: TextPosition
  autoAccent: boolean
}

/**
 * Fits the title and subtitle into `area`: the largest size (or the chosen fixed size, if smaller)
 * at which the title takes at most 3 balanced lines (4 when that is much larger) and the subtitle,
 * on its plate, at most 2, all inside the area with the outline and the shadow included.
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
  const setting: Setting = { m, words, subWords, subWidthOf, area }
  const range = sizeRange(m, shortSide, text.textSize)
  const leads = leadNumber ? leadSplits(words, m.widthOf) : []
  const splits = plainSplits(words, m.widthOf)

  let best = bestOf(setting, splits, range)
  let family = splits
  // Long words on 3 lines ('Как я заработал / первый / миллион') are set by their widest line,
  // small in a tall box; a fourth line gives them the box's height. A title whose longest word
  // sets the size anyway ('Überraschung') gains nothing and keeps its 3 lines.
  const fourth = fourLines(words, m.widthOf)
  const fourBest = bestOf(setting, fourth, range)
  if (fourBest && best && fourBest.size >= best.size * FOURTH_LINE_WORTH) {
    best = fourBest
    family = [...splits, ...fourth]
  }
  // The lead number only when the words below it stay big: at least 80% of their plain size.
  const leadBest = bestOf(setting, leads, range)
  if (leadBest && (!best || leadBest.size >= best.size * LEAD_WORTH)) {
    best = leadBest
    family = leads
  }
  if (best && text.textSize !== 'fit') best = attempt(setting, best.size, family, false) ?? best
  best ??= attempt(setting, range.min, splits, true)
  if (!best) return null
  return place(
    ctx,
    best,
    area,
    text.textPosition,
    align,
    m,
    padFor(m, best.size * Math.max(...best.scales, 1)),
    plateDims(m, subtitleSizeFor(m, best.size)),
    { title: baseDirection(join(words)), subtitle: baseDirection(join(subWords)) },
  )
}

/** From the smallest legible size to the largest 'fit' allows, or the chosen fixed size if smaller. */
function sizeRange(m: Metrics, shortSide: number, textSize: TextSize): SizeRange {
  const min = (MIN_CAP_SCALE * shortSide) / m.cap
  const max = (MAX_CAP_SCALE * shortSide) / m.cap
  if (textSize === 'fit') return { min, max }
  return { min, max: Math.min(max, (FIXED_CAP_SCALE[textSize] * shortSide) / m.cap) }
}

/** The title balanced on 1, 2 and 3 lines (as many as it has words), fewest first. */
function plainSplits(words: Word[], widthOf: WidthOf): Split[] {
  return [1, 2, 3]
    .filter((k) => k <= Math.max(1, words.length) && k <= MAX_TITLE_LINES)
    .map((k) => ({ lines: balanced(words, k, widthOf), lead: false }))
}

/** The title balanced on 4 lines, for a title of at least 4 words (fitType weighs it against 1 to 3). */
function fourLines(words: Word[], widthOf: WidthOf): Split[] {
  return words.length >= 4 ? [{ lines: balanced(words, 4, widthOf), lead: false }] : []
}

/** A title that starts with a number: the number alone, the rest balanced on 1 or 2 lines below. */
function leadSplits(words: Word[], widthOf: WidthOf): Split[] {
  const first = words[0]
  if (!first || words.length < 2 || !/\p{Nd}/u.test(first.text)) return []
  return [1, 2]
    .filter((k) => k <= words.length - 1)
    .map((k) => ({ lines: [[first], ...balanced(words.slice(1), k, widthOf)], lead: true }))
}
