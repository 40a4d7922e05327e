import type { SKRSContext2D } from '@napi-rs/canvas'
import { parseHex } from './contrast.ts'
import type { Rect } from './frame.ts'

/** How dark the shade is at the middle of the text. */
const SCRIM_ALPHA = 0.5

/**
 * A soft oval shade in the outline's colour behind the type: it calms a busy background where the
 * words sit, so the letters keep their contrast at 168×94, and fades to nothing well before the
 * oval's edge (no band, no seam). It is a shade of the picture, not type: it may reach past the
 * text box.
 */
export function drawScrim(ctx: SKRSContext2D, around: Rect, color: string): void {
  const [r, g, b] = parseHex(color)
  const cx = around.x + around.w / 2
  const cy = around.y + around.h / 2
  const rx = around.w * 0.75
  const ry = around.h * 0.85
  ctx.save()
  ctx.translate(cx, cy)
  ctx.scale(1, ry / rx)
  const gradient = ctx.createRadialGradient(0, 0, 0, 0, 0, rx)
  gradient.addColorStop(0, `rgba(${r},${g},${b},${SCRIM_ALPHA})`)
  gradient.addColorStop(0.55, `rgba(${r},${g},${b},${SCRIM_ALPHA * 0.7})`)
  gradient.addColorStop(1, `rgba(${r},${g},${b},0)`)
  ctx.fillStyle = gradient
  ctx.fillRect(-rx, -rx, 2 * rx, 2 * rx)
  ctx.restore()
}
