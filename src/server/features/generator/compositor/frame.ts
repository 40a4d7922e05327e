import { type Box, EDGE_MARGIN, STAMP_CORNER } from '#shared/generator/layouts.ts'

export interface Rect {
  x: number
  y: number
  w: number
  h: number
}

export const toRect = (box: Box, width: number, height: number): Rect => {
  const x = Math.round(box.x * width)
  const y = Math.round(box.y * height)
  return { x, y, w: Math.round((box.x + box.w) * width) - x, h: Math.round((box.y + box.h) * height) - y }
}

export const intersects = (a: Rect, b: Rect) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h

/**
 * A layout's text box in pixels, kept inside the edge margin and out of the duration-stamp corner
 * whatever the data says: the box is cut at the margin, and one that would reach the stamp ends
 * above it. The layout data already respects both (layouts.test.ts); this is the guarantee.
 */
export function typesetArea(box: Box, width: number, height: number): Rect {
  const mx = Math.ceil(EDGE_MARGIN * width)
  const my = Math.ceil(EDGE_MARGIN * height)
  const raw = toRect(box, width, height)
  const x = Math.max(raw.x, mx)
  const y = Math.max(raw.y, my)
  let bottom = Math.min(raw.y + raw.h, height - my)
  const right = Math.min(raw.x + raw.w, width - mx)
  const stamp = toRect(STAMP_CORNER, width, height)
  if (intersects({ x, y, w: right - x, h: bottom - y }, stamp)) bottom = Math.min(bottom, stamp.y - 1)
  return { x, y, w: Math.max(1, right - x), h: Math.max(1, bottom - y) }
}

export function union(rects: Rect[]): Rect | null {
  if (rects.length === 0) return null
  const x = Math.min(...rects.map((r) => r.x))
  const y = Math.min(...rects.map((r) => r.y))
  const right = Math.max(...rects.map((r) => r.x + r.w))
  const bottom = Math.max(...rects.map((r) => r.y + r.h))
  return { x, y, w: right - x, h: bottom - y }
}
