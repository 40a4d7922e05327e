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
  const x = around.x + around.w / 2 - rx
  const y = around.y + around.h / 2 - ry
  const ox = Math.floor(x)
  const oy = Math.floor(y)
  const lw = Math.ceil(x - ox + 2 * rx)
  const lh = Math.ceil(y - oy + 2 * ry)
  const tile = scrimTile(w, h, r, g, b)
  if (lw * lh > LAYER_PIXEL_LIMIT) {
    ctx.save()
    ctx.imageSmoothingQuality = 'low'
    ctx.drawImage(tile, x, y, 2 * rx, 2 * ry)
    ctx.restore()
    return
  }
  ctx.drawImage(scrimLayer(tile, x - ox, y - oy, rx, ry, lw, lh, `${w}x${h}:${r},${g},${b}`), ox, oy)
}

/**
 * The oval scaled up to its full size, by tile and placement: scaling the tile up (a filtered
 * draw over a third of the frame) is most of the scrim's cost, and the live preview and each free
 * re-edit set the same title in the same place again. Always drawn through this layer (a hit or
 * not), so the same input gives the same bytes. Up to about 8 MB each, so only two are kept, and
 * only up to 1080p-sized ovals; larger ones are drawn straight.
 */
const LAYER_PIXEL_LIMIT = 2_100_000
const LAYER_LIMIT = 2
const layers = new Map<string, Canvas>()

function scrimLayer(
  tile: Canvas,
  fx: number,
  fy: number,
  rx: number,
  ry: number,
  lw: number,
  lh: number,
  tileKey: string,
): Canvas {
  const key = `${tileKey}:${fx},${fy},${rx},${ry}`
  const hit = layers.get(key)
  if (hit) {
    layers.delete(key)
    layers.set(key, hit)
    return hit
  }
  const layer = createCanvas(lw, lh)
  const lctx = layer.getContext('2d')
  lctx.imageSmoothingQuality = 'low'
  lctx.drawImage(tile, fx, fy, 2 * rx, 2 * ry)
  layers.set(key, layer)
  if (layers.size > LAYER_LIMIT) layers.delete(layers.keys().next().value ?? '')
  return layer
}
