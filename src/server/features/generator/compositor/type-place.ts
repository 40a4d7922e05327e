import type { SKRSContext2D } from '@napi-rs/canvas'
import type { TextPosition } from '#shared/generator/defaults.ts'
import type { Word } from './accent.ts'
import { type Direction, visualOrder } from './bidi.ts'
import { subtitleFont, titleFont } from './fonts.ts'
import type { Rect } from './frame.ts'
import {
  join,
  lineAdvances,
  type Metrics,
  OUTLINE_OF_CAP,
  SHADOW_BLUR_OF_CAP,
  SHADOW_OFFSET_OF_CAP,
  SUBTITLE_OF_TITLE,
} from './type-metrics.ts'
import type { Fit, PlateDims } from './type-size.ts'

export interface SetLine {
  words: Word[]
  text: string
  x: number
  baseline: number
  /** Each word's start from `x` (title lines: words are set one by one, a little wider apart). */
  offsets?: number[]
  /** This line's font size when it differs from its block's (the big number's lead line). */
  size?: number
  /** A right-to-left line: its words run from the right, and each is drawn with direction 'rtl'. */
  rtl?: boolean
}

export interface TypeLayout {
  title: {
    lines: SetLine[]
    size: number
    capHeight: number
    outline: number
    shadow: { offset: number; blur: number }
  }
  subtitle: { lines: SetLine[]; size: number }
  plate: Rect | null
  rects: { kind: 'title' | 'subtitle' | 'plate'; rect: Rect }[]
}

export type Align = 'left' | 'center' | 'right'

/**
 * Where each word of a line starts, per px of font size, from the left of the line, in the line's
 * visual order: a right-to-left line puts its first word at the right. Glued pieces (a script
 * without spaces) touch; other words are a space apart.
 */
function wordOffsets(
  words: Word[],
  m: Metrics,
  direction: Direction,
): { offsets: number[]; order: number[] } {
  const order = visualOrder(
    words.map((w) => w.text),
    direction,
  )
  const offsets: number[] = new Array(words.length).fill(0)
  let at = 0
  order.forEach((i, k) => {
    const left = order[k - 1]
    if (left !== undefined) {
      // The gap belongs to whichever of the two comes later in reading order.
      const later = words[Math.max(i, left)]
      at += Math.abs(i - left) === 1 && later?.glue ? 0 : m.space
    }
    offsets[i] = at
    at += m.widthOf([words[i] as Word])
  })
  return { offsets, order }
}

export function place(
  ctx: SKRSContext2D,
  fit: Fit,
  area: Rect,
  position: TextPosition,
  align: Align,
  m: Metrics,
  pad: number,
  plate: PlateDims,
  direction: { title: Direction; subtitle: Direction },
): TypeLayout {
  const { size } = fit
  const subSize = (SUBTITLE_OF_TITLE * m.cap * size) / m.subCap
  const height = Math.min(area.h, fit.height)
  const top =
    position === 'top'
      ? area.y
      : position === 'bottom'
        ? area.y + area.h - height
        : area.y + (area.h - height) / 2
  const alignX = (w: number, inset: number) =>
    align === 'left'
      ? area.x + inset
      : align === 'right'
        ? area.x + area.w - inset - w
        : area.x + (area.w - w) / 2
  const rects: TypeLayout['rects'] = []
  const lines: SetLine[] = []
  let y = top + pad
  const advances = lineAdvances(m, fit.lines, fit.scales)
  const rtl = direction.title === 'rtl'
  fit.lines.forEach((words, i) => {
    const text = join(words)
    const lineSize = size * (fit.scales[i] ?? 1)
    const ink = m.inkOf(words)
    ctx.font = titleFont(lineSize)
    const baseline = i === 0 ? y + ink.ascent * lineSize : y + (advances[i - 1] ?? 1) * size
    const set = wordOffsets(words, m, direction.title)
    const offsets = set.offsets.map((o) => o * lineSize)
    const leftmost = set.order[0] ?? 0
    const rightmost = set.order.at(-1) ?? 0
    const first = ctx.measureText(words[leftmost]?.text ?? '')
    const last = ctx.measureText(words[rightmost]?.text ?? '')
    // Aligned by the ink, not the advance: a right-aligned 'k' must not poke past the box.
    const inkLeft = first.actualBoundingBoxLeft
    const inkWidth = inkLeft + (offsets[rightmost] ?? 0) + last.actualBoundingBoxRight
    const x =
      Math.max(area.x + pad, Math.min(area.x + area.w - pad - inkWidth, alignX(inkWidth, pad))) + inkLeft
    lines.push({
      words,
      text,
      x,
      baseline,
      offsets,
      ...(lineSize !== size ? { size: lineSize } : {}),
      ...(rtl ? { rtl } : {}),
    })
    const inkTop = baseline - ink.ascent * lineSize
    rects.push({
      kind: 'title',
      rect: {
        x: Math.floor(x - inkLeft - pad),
        y: Math.floor(inkTop - pad),
        w: Math.ceil(inkWidth + 2 * pad),
        h: Math.ceil((ink.ascent + ink.descent) * lineSize + 2 * pad),
      },
    })
    y = baseline
  })
  const titleBottom = lines.length > 0 ? y + m.inkOf(fit.lines.at(-1) as Word[]).descent * size + pad : top
  const subLines: SetLine[] = []
  let plateRect: Rect | null = null
  if (fit.subLines.length > 0) {
    ctx.font = subtitleFont(subSize)
    const widths = fit.subLines.map((ws) => ctx.measureText(join(ws)).width)
    const subCap = m.subCap * subSize
    const plateW = Math.ceil(Math.max(...widths) + 2 * plate.padX)
    const plateH = Math.ceil(
      2 * plate.padY + subCap + (fit.subLines.length - 1) * plate.advance + 0.05 * subSize,
    )
    const plateTop = Math.round(lines.length > 0 ? titleBottom - pad + plate.gap : top)
    const plateX = Math.round(alignX(plateW, lines.length > 0 ? pad : 0))
    plateRect = { x: plateX, y: plateTop, w: plateW, h: plateH }
    rects.push({ kind: 'plate', rect: plateRect })
    const subRtl = direction.subtitle === 'rtl'
    fit.subLines.forEach((ws, i) => {
      const w = widths[i] ?? 0
      const x =
        align === 'left'
          ? plateX + plate.padX
          : align === 'right'
            ? plateX + plateW - plate.padX - w
            : plateX + (plateW - w) / 2
      const baseline = plateTop + plate.padY + subCap + i * plate.advance
      subLines.push({ words: ws, text: join(ws), x, baseline, ...(subRtl ? { rtl: subRtl } : {}) })
      rects.push({
        kind: 'subtitle',
        rect: { x: Math.floor(x), y: Math.floor(baseline - subCap), w: Math.ceil(w), h: Math.ceil(subCap) },
      })
    })
  }
  const cap = m.cap * size
  return {
    title: {
      lines,
      size,
      capHeight: cap,
      outline: OUTLINE_OF_CAP * cap,
      shadow: { offset: SHADOW_OFFSET_OF_CAP * cap, blur: SHADOW_BLUR_OF_CAP * cap },
    },
    subtitle: { lines: subLines, size: subSize },
    plate: plateRect,
    rects,
  }
}
