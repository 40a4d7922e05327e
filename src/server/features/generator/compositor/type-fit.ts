import type { SKRSContext2D } from '@napi-rs/canvas'
import type { TextPosition, TextSize } from '#shared/generator/defaults.ts'
import { parseTitle, type Word } from './accent.ts'
import { ensureFonts, subtitleFont, titleFont } from './fonts.ts'
import type { Rect } from './frame.ts'

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
const MAX_CAP_SCALE = 0.3
const MIN_CAP_SCALE = 0.035
const MAX_TITLE_LINES = 3
const MAX_SUBTITLE_LINES = 2
/** Visible outline outside the letter: 8% of the cap height (the stroke straddles the edge). */
export const OUTLINE_OF_CAP = 0.16
const SHADOW_OFFSET_OF_CAP = 0.045
const SHADOW_BLUR_OF_CAP = 0.07
/** The subtitle's capitals are 36% of the title's (the bar is a third). */
const SUBTITLE_OF_TITLE = 0.36
const LINE_GAP_OF_SIZE = 0.07
const UNIT = 100
/** Extra space between title words, in em. */
const WORD_GAP = 0.08
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

export interface SetLine {
  words: Word[]
  text: string
  x: number
  baseline: number
  /** Each word's start from `x` (title lines: words are set one by one, a little wider apart). */
  offsets?: number[]
  /** This line's font size when it differs from its block's (the big number's lead line). */
  size?: number
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

interface Metrics {
  /** Title cap height per px of font size. */
  cap: number
  subCap: number
  space: number
  widthOf: (words: Word[]) => number
  inkOf: (words: Word[]) => { ascent: number; descent: number }
}

const join = (words: Word[]) => words.map((w) => w.text).join(' ')

/**
 * A line's width per px of font size in `font`: its words (each measured once, then remembered)
 * plus `space` between them. Fitting tries many line breaks of the same few words.
 */
function lineWidths(ctx: SKRSContext2D, font: (size: number) => string, space: number) {
  const widths = new Map<string, number>()
  return (words: Word[]) => {
    let sum = 0
    for (const w of words) {
      let width = widths.get(w.text)
      if (width === undefined) {
        ctx.font = font(UNIT)
        width = ctx.measureText(w.text).width / UNIT
        widths.set(w.text, width)
      }
      sum += width
    }
    return sum + space * Math.max(0, words.length - 1)
  }
}

function titleMetrics(ctx: SKRSContext2D): Metrics {
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

/** The split of `words` into `k` lines whose widest line is narrowest (balanced, not greedy). */
function balanced(words: Word[], k: number, widthOf: (w: Word[]) => number): Word[][] {
  const n = words.length
  if (k <= 1 || n <= 1) return [words]
  let best: Word[][] = [words]
  let bestScore = Number.POSITIVE_INFINITY
  const unit = widthOf(words) / k
  const consider = (cuts: number[]) => {
    const lines: Word[][] = []
    let from = 0
    for (const cut of [...cuts, n]) {
      lines.push(words.slice(from, cut))
      from = cut
    }
    const widths = lines.map(widthOf)
    const widest = Math.max(...widths)
    // Widest line first (it sets the size); near-ties (2%) go to the evener split, so 'The' is
    // never left alone on a line above two long ones.
    const raggedness = widths.reduce((sum, w) => sum + (widest - w) ** 2, 0)
    const score = Math.round((widest / unit) * 50) * 1e6 + raggedness
    if (score < bestScore) {
      best = lines
      bestScore = score
    }
  }
  if (k === 2 || n === 2) for (let a = 1; a < n; a++) consider([a])
  else for (let a = 1; a < n - 1; a++) for (let b = a + 1; b < n; b++) consider([a, b])
  return best
}

/** Greedy wrap for the last resort: a word wider than the line is cut into pieces that fit. */
function greedy(words: Word[], maxWidth: number, widthOf: (w: Word[]) => number): Word[][] {
  const lines: Word[][] = []
  let line: Word[] = []
  for (const word of words) {
    if (widthOf([...line, word]) <= maxWidth) {
      line.push(word)
      continue
    }
    if (line.length > 0) lines.push(line)
    line = [word]
    while (widthOf(line) > maxWidth && (line[0]?.text.length ?? 0) > 1) {
      const text = line[0]?.text ?? ''
      let cut = text.length - 1
      while (cut > 1 && widthOf([{ ...word, text: text.slice(0, cut) }]) > maxWidth) cut--
      lines.push([{ ...word, text: text.slice(0, cut) }])
      line = [{ ...word, text: text.slice(cut) }]
    }
  }
  if (line.length > 0) lines.push(line)
  return lines
}

function ellipsize(lines: Word[][], max: number, maxWidth: number, widthOf: (w: Word[]) => number) {
  if (lines.length <= max) return lines
  const kept = lines.slice(0, max)
  const last = [...(kept[max - 1] ?? [])]
  const withDots = () => [...last.slice(0, -1), { ...(last.at(-1) as Word), text: `${last.at(-1)?.text}…` }]
  while (last.length > 0 && widthOf(withDots()) > maxWidth) {
    const tail = last.at(-1) as Word
    if (tail.text.length > 1) last[last.length - 1] = { ...tail, text: tail.text.slice(0, -1) }
    else last.pop()
  }
  kept[max - 1] = last.length > 0 ? withDots() : last
  return kept
}

interface Attempt {
  lines: Word[][]
  /** Each line's size as a multiple of `size` (1 but for a lead number). */
  scales: number[]
  subLines: Word[][]
  size: number
  height: number
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
  align: 'left' | 'center' | 'right',
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
  const hit = fitted.get(key)
  if (hit !== undefined) {
    fitted.delete(key)
    fitted.set(key, hit)
    return structuredClone(hit)
  }
  const layout = fitTypeUncached(ctx, text, area, shortSide, align, leadNumber)
  fitted.set(key, structuredClone(layout))
  if (fitted.size > FITTED_LIMIT) fitted.delete(fitted.keys().next().value ?? '')
  return layout
}

/** Recent fits per image thread, most recently used last; a few hundred bytes each. */
const FITTED_LIMIT = 64
const fitted = new Map<string, TypeLayout | null>()

function fitTypeUncached(
  ctx: SKRSContext2D,
  text: TypeInput,
  area: Rect,
  shortSide: number,
  align: 'left' | 'center' | 'right',
  leadNumber: boolean,
): TypeLayout | null {
  const words = parseTitle(text.title.trim(), text.autoAccent)
  const subWords = parseTitle(text.subtitle.trim(), false)
  if (words.length === 0 && subWords.length === 0) return null
  ensureFonts(text.title, text.subtitle)
  const m = titleMetrics(ctx)
  ctx.font = subtitleFont(UNIT)
  const subWidthOf = lineWidths(ctx, subtitleFont, ctx.measureText(' ').width / UNIT)
  const leads = new WeakSet<Word[][]>()
  const lead = leadNumber && words.length >= 2 && /\d/.test(words[0]?.text ?? '')
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
  const attempt = (size: number, candidates: Word[][][], lastResort: boolean): Attempt | null => {
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
  const largest = (split: Word[][]): Attempt | null => {
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
    let best: Attempt | null = null
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
  )
}

function place(
  ctx: SKRSContext2D,
  fit: Attempt,
  area: Rect,
  position: TextPosition,
  align: 'left' | 'center' | 'right',
  m: Metrics,
  pad: number,
  plate: { padX: number; padY: number; advance: number; gap: number },
  lineAdvance: (lines: Word[][], scales: number[]) => number[],
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
  const advances = lineAdvance(fit.lines, fit.scales)
  fit.lines.forEach((words, i) => {
    const text = join(words)
    const lineSize = size * (fit.scales[i] ?? 1)
    const ink = m.inkOf(words)
    ctx.font = titleFont(lineSize)
    const baseline = i === 0 ? y + ink.ascent * lineSize : y + (advances[i - 1] ?? 1) * size
    const offsets: number[] = []
    let offset = 0
    for (const word of words) {
      offsets.push(offset)
      offset += (m.widthOf([word]) + m.space) * lineSize
    }
    const first = ctx.measureText(words[0]?.text ?? '')
    const last = ctx.measureText(words.at(-1)?.text ?? '')
    // Aligned by the ink, not the advance: a right-aligned 'k' must not poke past the box.
    const inkLeft = first.actualBoundingBoxLeft
    const inkWidth = inkLeft + (offsets.at(-1) ?? 0) + last.actualBoundingBoxRight
    const x =
      Math.max(area.x + pad, Math.min(area.x + area.w - pad - inkWidth, alignX(inkWidth, pad))) + inkLeft
    lines.push({ words, text, x, baseline, offsets, ...(lineSize !== size ? { size: lineSize } : {}) })
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
    fit.subLines.forEach((ws, i) => {
      const w = widths[i] ?? 0
      const x =
        align === 'left'
          ? plateX + plate.padX
          : align === 'right'
            ? plateX + plateW - plate.padX - w
            : plateX + (plateW - w) / 2
      const baseline = plateTop + plate.padY + subCap + i * plate.advance
      subLines.push({ words: ws, text: join(ws), x, baseline })
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
