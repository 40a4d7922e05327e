import type { SKRSContext2D } from '@napi-rs/canvas'
import type { TextSize } from '#shared/generator/defaults.ts'
import type { Word } from './accent.ts'
import { titleFont } from './fonts.ts'
import { joinPieces } from './line-breaks.ts'

/**
 * Cap height of the fixed sizes as a share of the frame's short side. Before 'fit' these were
 * 0.085, 0.12 and 0.16; each now is visibly larger than the one before, and large is 1.6× the old
 * medium. A fixed size never overflows its box: a title too long for it is set smaller.
 */
export const FIXED_CAP_SCALE: Record<Exclude<TextSize, 'fit'>, number> = {
  small: 0.1,
  medium: 0.14,
  large: 0.2,
}
/** 'Fit' stops here: one huge word is a poster, not a headline. */
export const MAX_CAP_SCALE = 0.3
export const MIN_CAP_SCALE = 0.035
export const MAX_TITLE_LINES = 3
export const MAX_SUBTITLE_LINES = 2
/** Visible outline outside the letter: 8% of the cap height (the stroke straddles the edge). */
export const OUTLINE_OF_CAP = 0.16
export const SHADOW_OFFSET_OF_CAP = 0.045
export const SHADOW_BLUR_OF_CAP = 0.07
/** The subtitle's capitals are 36% of the title's (the bar is a third). */
export const SUBTITLE_OF_TITLE = 0.36
export const LINE_GAP_OF_SIZE = 0.07
export const UNIT = 100
/** Extra space between title words, in em. */
const WORD_GAP = 0.08

export type WidthOf = (words: readonly Word[]) => number

export interface Metrics {
  /** Title cap height per px of font size. */
  cap: number
  subCap: number
  space: number
  widthOf: WidthOf
  inkOf: (words: Word[]) => { ascent: number; descent: number }
}

/** The words as one string: glued pieces (a script without spaces) without a space between. */
export const join = (words: readonly Word[]) => joinPieces(words)

/**
 * A line's width per px of font size in `font`: its words (each measured once, then remembered)
 * plus `space` before each word that is not glued to the one before. Fitting tries many line
 * breaks of the same few words.
 */
export function lineWidths(ctx: SKRSContext2D, font: (size: number) => string, space: number): WidthOf {
  const widths = new Map<string, number>()
  return (words) => {
    let sum = 0
    words.forEach((w, i) => {
      let width = widths.get(w.text)
      if (width === undefined) {
        ctx.font = font(UNIT)
        width = ctx.measureText(w.text).width / UNIT
        widths.set(w.text, width)
      }
      sum += width + (i > 0 && !w.glue ? space : 0)
    })
    return sum
  }
}

export function titleMetrics(ctx: SKRSContext2D, subtitleFont: (size: number) => string): Metrics {
  ctx.font = titleFont(UNIT)
  const cap = ctx.measureText('H').actualBoundingBoxAscent / UNIT
  // Anton's own space is narrow: 'In Ice' melts into 'Inice' at 168×94.
  const space = ctx.measureText(' ').width / UNIT + WORD_GAP
  const widthOf = lineWidths(ctx, titleFont, space)
  const inks = new Map<string, { ascent: number; descent: number }>()
  const inkOf = (words: Word[]) => {
    const text = join(words)
    let ink = inks.get(text)
    if (!ink) {
      ctx.font = titleFont(UNIT)
      const m = ctx.measureText(text)
      ink = {
        ascent: Math.max(cap, m.actualBoundingBoxAscent / UNIT),
        descent: m.actualBoundingBoxDescent / UNIT,
      }
      inks.set(text, ink)
    }
    return ink
  }
  ctx.font = subtitleFont(UNIT)
  const subCap = ctx.measureText('H').actualBoundingBoxAscent / UNIT
  return { cap, subCap, space, widthOf, inkOf }
}

/**
 * Baseline to baseline below each line but the first, in multiples of the block's size: at least
 * 0.9 of the line below's size, more when the ink above and below would come closer than the gap.
 */
export function lineAdvances(m: Metrics, lines: Word[][], scales: number[]): number[] {
  return lines.slice(1).map((line, i) => {
    const above = m.inkOf(lines[i] as Word[])
    const [sa, sb] = [scales[i] ?? 1, scales[i + 1] ?? 1]
    return Math.max(0.9 * sb, above.descent * sa + m.inkOf(line).ascent * sb + LINE_GAP_OF_SIZE)
  })
}
