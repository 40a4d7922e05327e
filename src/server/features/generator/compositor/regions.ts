import type { OverlayPosition, TextPosition } from '#shared/generator/defaults.ts'

export interface Rect {
  x: number
  y: number
  w: number
  h: number
}

/** Where an overlay sits: a band along one edge, a centre band, or the whole frame. */
export function overlayRect(position: OverlayPosition, width: number, height: number): Rect {
  const band = Math.round(height * 0.4)
  const side = Math.round(width * 0.45)
  switch (position) {
    case 'top':
      return { x: 0, y: 0, w: width, h: band }
    case 'bottom':
      return { x: 0, y: height - band, w: width, h: band }
    case 'left':
      return { x: 0, y: 0, w: side, h: height }
    case 'right':
      return { x: width - side, y: 0, w: side, h: height }
    case 'center':
      return { x: 0, y: Math.round((height - band) / 2), w: width, h: band }
    case 'full':
      return { x: 0, y: 0, w: width, h: height }
  }
}

/** The safe area text may use: 5% in from every edge, so nothing touches or leaves the frame. */
export function safeArea(width: number, height: number): Rect {
  const mx = Math.round(width * 0.05)
  const my = Math.round(height * 0.06)
  return { x: mx, y: my, w: width - 2 * mx, h: height - 2 * my }
}

/** The vertical slot for the text block: a third of the safe area, or the whole of it when centred. */
export function textSlot(position: TextPosition, width: number, height: number): Rect {
  const safe = safeArea(width, height)
  const slot = Math.round(safe.h * 0.45)
  switch (position) {
    case 'top':
      return { ...safe, h: slot }
    case 'bottom':
      return { ...safe, y: safe.y + safe.h - slot, h: slot }
    case 'center':
      return { ...safe, y: safe.y + Math.round((safe.h - slot) / 2), h: slot }
  }
}
