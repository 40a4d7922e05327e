import type { SKRSContext2D } from '@napi-rs/canvas'
import type { TextSize } from '#shared/generator/defaults.ts'
import type { TextOverlay } from '#shared/schemas/generator.ts'
import { SUBTITLE_FONT, TITLE_FONT } from './fonts.ts'
import { type Rect, textSlot } from './regions.ts'

/** Title cap height as a share of the frame height, per size choice. */
const titleScale: Record<TextSize, number> = { fit: 0.16, small: 0.085, medium: 0.12, large: 0.16 }
const MIN_TITLE_SCALE = 0.04
const MAX_TITLE_LINES = 3
const MAX_SUBTITLE_LINES = 2
const LINE_GAP = 1.08

export interface TextBlock {
  title: { lines: string[]; size: number }
  subtitle: { lines: string[]; size: number }
  /** The box the text occupies, inside its slot and inside the frame. */
  box: Rect
}

/** Greedy word wrap; a single word wider than the line is broken by characters. */
export function wrap(ctx: SKRSContext2D, text: string, maxWidth: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (ctx.measureText(candidate).width <= maxWidth) {
      line = candidate
      continue
    }
    if (line) lines.push(line)
    line = word
    while (ctx.measureText(line).width > maxWidth && line.length > 1) {
      let cut = line.length - 1
      while (cut > 1 && ctx.measureText(line.slice(0, cut)).width > maxWidth) cut--
      lines.push(line.slice(0, cut))
      line = line.slice(cut)
    }
  }
  if (line) lines.push(line)
  return lines
}

/** Trims the last kept line until it fits with an ellipsis, for text that cannot fit at the smallest size. */
function clamp(ctx: SKRSContext2D, lines: string[], maxLines: number, maxWidth: number): string[] {
  if (lines.length <= maxLines) return lines
  const kept = lines.slice(0, maxLines)
  let last = `${kept[maxLines - 1]}…`
  while (last.length > 1 && ctx.measureText(last).width > maxWidth) last = `${last.slice(0, -2)}…`
  kept[maxLines - 1] = last
  return kept
}

/**
 * Lays the title and subtitle out in the slot for their position: the title wraps onto at most
 * three lines and shrinks step by step until the whole block fits the slot; below the minimum
 * size it is cut with an ellipsis rather than ever leaving the frame.
 */
export function layoutText(
  ctx: SKRSContext2D,
  text: Pick<TextOverlay, 'title' | 'subtitle' | 'textSize' | 'textPosition'>,
  width: number,
  height: number,
): TextBlock | null {
  const title = text.title.trim()
  const subtitle = text.subtitle.trim()
  if (!title && !subtitle) return null
  const slot = textSlot(text.textPosition, width, height)
  let size = Math.round(height * titleScale[text.textSize])
  const minSize = Math.round(height * MIN_TITLE_SCALE)
  for (;;) {
    const subSize = Math.max(Math.round(height * 0.03), Math.round(size * 0.42))
    ctx.font = `${size}px "${TITLE_FONT}"`
    let titleLines = title ? wrap(ctx, title, slot.w) : []
    ctx.font = `${subSize}px "${SUBTITLE_FONT}"`
    let subLines = subtitle ? wrap(ctx, subtitle, slot.w) : []
    const atMin = size <= minSize
    const blockHeight = (t: number, s: number) =>
      t * size * LINE_GAP + (s > 0 ? s * subSize * LINE_GAP + (t > 0 ? subSize * 0.5 : 0) : 0)
    const fits =
      titleLines.length <= MAX_TITLE_LINES &&
      subLines.length <= MAX_SUBTITLE_LINES &&
      blockHeight(titleLines.length, subLines.length) <= slot.h
    if (fits || atMin) {
      if (!fits) {
        ctx.font = `${size}px "${TITLE_FONT}"`
        titleLines = clamp(ctx, titleLines, MAX_TITLE_LINES, slot.w)
        ctx.font = `${subSize}px "${SUBTITLE_FONT}"`
        subLines = clamp(ctx, subLines, MAX_SUBTITLE_LINES, slot.w)
      }
      const h = Math.min(slot.h, blockHeight(titleLines.length, subLines.length))
      const y =
        text.textPosition === 'top'
          ? slot.y
          : text.textPosition === 'bottom'
            ? slot.y + slot.h - h
            : slot.y + (slot.h - h) / 2
      let w = 0
      ctx.font = `${size}px "${TITLE_FONT}"`
      for (const line of titleLines) w = Math.max(w, ctx.measureText(line).width)
      ctx.font = `${subSize}px "${SUBTITLE_FONT}"`
      for (const line of subLines) w = Math.max(w, ctx.measureText(line).width)
      w = Math.min(w, slot.w)
      return {
        title: { lines: titleLines, size },
        subtitle: { lines: subLines, size: subSize },
        box: { x: Math.round((width - w) / 2), y: Math.round(y), w: Math.ceil(w), h: Math.ceil(h) },
      }
    }
    size = Math.max(minSize, Math.floor(size * 0.9))
  }
}

/** Draws a laid-out block centred, with an outline and a soft shadow so it reads on any background. */
export function drawText(
  ctx: SKRSContext2D,
  block: TextBlock,
  color: string,
  outline: string,
  width: number,
): void {
  const centre = width / 2
  ctx.save()
  ctx.textAlign = 'center'
  ctx.textBaseline = 'top'
  ctx.lineJoin = 'round'
  ctx.fillStyle = color
  ctx.strokeStyle = outline
  let y = block.box.y
  ctx.font = `${block.title.size}px "${TITLE_FONT}"`
  for (const line of block.title.lines) {
    paintLine(ctx, line, centre, y, block.title.size)
    y += block.title.size * LINE_GAP
  }
  if (block.title.lines.length > 0) y += block.subtitle.size * 0.5
  ctx.font = `${block.subtitle.size}px "${SUBTITLE_FONT}"`
  for (const line of block.subtitle.lines) {
    paintLine(ctx, line, centre, y, block.subtitle.size)
    y += block.subtitle.size * LINE_GAP
  }
  ctx.restore()
}

function paintLine(ctx: SKRSContext2D, line: string, x: number, y: number, size: number): void {
  ctx.shadowColor = 'rgba(0,0,0,0.45)'
  ctx.shadowBlur = Math.round(size * 0.12)
  ctx.shadowOffsetY = Math.round(size * 0.04)
  ctx.lineWidth = Math.max(2, Math.round(size * 0.09))
  ctx.strokeText(line, x, y)
  ctx.shadowColor = 'transparent'
  ctx.fillText(line, x, y)
}
