import { type Canvas, createCanvas, type SKRSContext2D } from '@napi-rs/canvas'
import { parseHex } from './contrast.ts'
import type { Rect } from './frame.ts'

/** How dark the shade is at the middle of the text. */
const SCRIM_ALPHA = 0.5
/** The shade is smooth, so it is drawn at an eighth of the size and scaled up: a sixth of the cost. */
const SCRIM_SCALE = 8

/**
 * The small oval, by size and colour: the same title in the same layout (the live preview, a
 * free re-edit) asks for the same one again. Few distinct ones, each a few kilobytes.
 */
const tiles = new Map<string, Canvas>()
const TILE_LIMIT = 16

function scrimTile(w: number, h: number, r: number, g: number, b: number): Canvas {
  const key = `${w}x${h}:${r},${g},${b}`
  const hit = tiles.get(key)
  if (hit) return hit
  const small = createCanvas(w, h)
  const sctx = small.getContext('2d')
  sctx.translate(w / 2, h / 2)
  sctx.scale(1, h / w)
  const gradient = sctx.createRadialGradient(0, 0, 0, 0, 0, w / 2)
  gradient.addColorStop(0, `rgba(${r},${g},${b},${SCRIM_ALPHA})`)
  gradient.addColorStop(0.55, `rgba(${r},${g},${b},${SCRIM_ALPHA * 0.7})`)
  gradient.addColorStop(1, `rgba(${r},${g},${b},0)`)
  sctx.fillStyle = gradient
  sctx.fillRect(-w / 2, -w / 2, w, w)
  tiles.set(key, small)
  if (tiles.size > TILE_LIMIT) tiles.delete(tiles.keys().next().value ?? '')
  return small
}

/**
 * A soft oval shade in the outline's colour behind the type: it calms a busy background where the
 * words sit, so the letters keep their contrast at 168×94, and fades to nothing well before the
 * oval's edge (no band, no seam). It is a shade of the picture, not type: it may reach past the
 * text box.
 */
export function drawScrim(ctx: SKRSContext2D, around: Rect, color: string): void {
  const [r, g, b] = parseHex(color)
  const rx = around.w * 0.75
  const ry = around.h * 0.85
  const w = Math.max(2, Math.ceil((2 * rx) / SCRIM_SCALE))
  const h = Math.max(2, Math.ceil((2 * ry) / SCRIM_SCALE))
  const small = scrimTile(w, h, r, g, b)
  ctx.save()
  ctx.imageSmoothingQuality = 'low'
  ctx.drawImage(small, around.x + around.w / 2 - rx, around.y + around.h / 2 - ry, 2 * rx, 2 * ry)
  ctx.restore()
}
