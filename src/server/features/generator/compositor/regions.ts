import type { OverlayPosition } from '#shared/generator/defaults.ts'
import type { Rect } from './frame.ts'

export type { Rect } from './frame.ts'

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
