import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas'
import type { Rect } from './frame.ts'
import { type Picture, silhouette } from './silhouette.ts'

/** Where a cut-out is drawn in the frame, and the outline it gets (output pixels). */
export interface CutoutPlacement {
  x: number
  y: number
  w: number
  h: number
  outline: number
  /** Cut edges that are not at the frame's edge, and so fade out. */
  fade: { bottom: boolean; left: boolean; right: boolean }
}

/** Which sides of a cut-out are cuts through the person (opaque pixels on that edge). */
export interface CutEdges {
  left: boolean
  right: boolean
}

/**
 * The least room above a persona's hair, as a share of the frame's height: below it (or below the
 * subject box's top, if lower) the framed cut-out (hair to chest by default) fills the frame, so
 * the head is 0.35-0.4 of the frame in the side-by-side layouts.
 */
export const PERSONA_TOP_ROOM = 0.08
/** A persona may be this much wider than its box before it is scaled down to fit. */
const PERSONA_OVERFLOW = 1.4
/** The share of the framed cut-out's height, from its top, that holds the face. */
const FACE_SHARE = 0.45

/**
 * A persona's framed cut-out, as thumbnail designers place a person (issue 27): it fills the frame
 * from the subject box's top (or a little headroom) down to the frame's bottom edge and stands on
 * it, so the cut through the chest is the frame's edge, never a line in mid-air (a banner or the
 * title is drawn over it). Across, it is centred on the subject box and kept inside the frame; a
 * side that is a cut through the person goes to that edge of the frame. Only a person much wider
 * than the box is scaled down. Where standing on the bottom edge would bring the face below the
 * box (the Shorts layouts whose box is at the top, where the title is in the middle), it is
 * contained in its box instead and its bottom fades out (`fade`), so no hard edge shows.
 * Exported so tests can find the person's pixels.
 */
export function cutoutPlacement(
  image: { width: number; height: number },
  box: Rect,
  frame: { width: number; height: number },
  cuts: CutEdges = { left: false, right: false },
): CutoutPlacement | null {
  const shortSide = Math.min(frame.width, frame.height)
  const outline = Math.max(3, shortSide * 0.012)
  if (image.width <= 0 || image.height <= 0 || box.w <= 0 || box.h <= 0) return null
  const widest = Math.min(frame.width, Math.max(box.w * PERSONA_OVERFLOW, frame.width * 0.5))
  const top = Math.max(box.y, frame.height * PERSONA_TOP_ROOM)
  let scale = Math.min((frame.height - top) / image.height, widest / image.width)
  let h = Math.round(image.height * scale)
  let y = frame.height - h
  const fadeBottom = y + h * FACE_SHARE > box.y + box.h
  if (fadeBottom) {
    scale = Math.min(box.h / image.height, widest / image.width)
    h = Math.round(image.height * scale)
    y = Math.round(box.y + box.h - h)
  }
  const w = Math.round(image.width * scale)
  let x = Math.max(0, Math.min(frame.width - w, Math.round(box.x + (box.w - w) / 2)))
  // A cut side goes to its frame edge when the box reaches that edge; elsewhere it fades.
  const reaches = { left: box.x <= frame.width * 0.05, right: box.x + box.w >= frame.width * 0.95 }
  const toLeft = cuts.left && reaches.left && !(cuts.right && reaches.right)
  const toRight = cuts.right && reaches.right && !toLeft
  if (toLeft) x = 0
  else if (toRight) x = frame.width - w
  const fade = {
    bottom: fadeBottom,
    left: cuts.left && x > 0,
    right: cuts.right && x + w < frame.width,
  }
  return { x, y, w, h, outline, fade }
}

/** Whether the cut-out's left and right columns hold the person (then they are cuts). */
function cutEdges(image: Picture): CutEdges {
  const probe = createCanvas(image.width, image.height)
  const ctx = probe.getContext('2d')
  ctx.drawImage(image, 0, 0)
  const solid = (x: number) => {
    const column = ctx.getImageData(x, 0, 1, image.height).data
    let opaque = 0
    for (let i = 3; i < column.length; i += 4) if ((column[i] as number) >= 128) opaque++
    return opaque > image.height * 0.1
  }
  return { left: solid(0), right: solid(image.width - 1) }
}

/**
 * The creator's cut-out (a PNG with alpha), its pixels drawn unchanged apart from scale, in
 * layers behind it: a soft glow of the accent colour (the backlight that separates a person from
 * a busy background), a drop shadow, and a ring of its silhouette in the accent colour (the
 * outline); in front of it only a light rim along its upper-left edge, the silhouette shifted
 * and kept where it leaves the person, so the rim hugs the shape and the face stays untouched.
 * The silhouette those are made from runs on past the cut edges (its last row or column
 * repeated), so the outline and glow follow the person's outline only, never the crop line; a
 * cut edge that is not at the frame's edge fades out, outline and all.
 */
export function drawCutout(ctx: SKRSContext2D, image: Picture, box: Rect, accent: string) {
  const frame = { width: ctx.canvas.width, height: ctx.canvas.height }
  const cuts = cutEdges(image)
  const place = cutoutPlacement(image, box, frame, cuts)
  if (!place) return
  const { w, h, outline, fade } = place
  const margin = Math.ceil(outline * 2)
  // Everything is drawn on its own layer, the person at (pad, pad), so a fade covers it all.
  const pad = margin * 3
  const layer = createCanvas(w + 2 * pad, h + 2 * pad)
  const lc = layer.getContext('2d')
  const tinted = silhouette(
    extendedPastCuts(image, w, h, margin, cuts),
    w + 2 * margin,
    h + 2 * margin,
    accent,
  )
  const ring = createCanvas(w + 4 * margin, h + 4 * margin)
  const ringCtx = ring.getContext('2d')
  for (let i = 0; i < 16; i++) {
    const angle = (i / 16) * Math.PI * 2
    ringCtx.drawImage(tinted, margin + Math.cos(angle) * outline, margin + Math.sin(angle) * outline)
  }
  // The backlight: the accent silhouette, blurred wide and faint, behind everything else.
  lc.save()
  lc.globalAlpha = 0.55
  lc.shadowColor = accent
  lc.shadowBlur = outline * 6
  lc.drawImage(tinted, pad - margin, pad - margin)
  lc.restore()
  lc.save()
  lc.shadowColor = 'rgba(0,0,0,0.65)'
  lc.shadowBlur = outline * 4
  lc.shadowOffsetX = outline
  lc.shadowOffsetY = outline * 1.5
  lc.drawImage(ring, pad - 2 * margin, pad - 2 * margin)
  lc.restore()
  // The face is the product: always the best filter.
  lc.save()
  lc.imageSmoothingQuality = 'high'
  lc.drawImage(image, pad, pad, w, h)
  lc.restore()
  const rim = silhouette(image, w, h, 'rgba(255,255,255,0.55)')
  const rimCtx = rim.getContext('2d')
  rimCtx.globalCompositeOperation = 'destination-out'
  rimCtx.drawImage(image, outline * 0.8, outline * 0.8, w, h)
  // Along a left cut the shifted copy would leave a bright line: its first column fills the gap.
  if (cuts.left) rimCtx.drawImage(image, 0, 0, 1, image.height, 0, outline * 0.8, outline * 0.8, h)
  lc.drawImage(rim, pad, pad)
  fadeEdges(lc, layer.width, layer.height, pad, fade)
  ctx.drawImage(layer, place.x - pad, place.y - pad)
}

/** Fades the layer's person out over the last quarter (bottom) or fifth (sides) before a cut. */
function fadeEdges(
  lc: SKRSContext2D,
  width: number,
  height: number,
  pad: number,
  fade: CutoutPlacement['fade'],
) {
  const w = width - 2 * pad
  const h = height - 2 * pad
  const ramp = (x0: number, y0: number, x1: number, y1: number) => {
    const gradient = lc.createLinearGradient(x0, y0, x1, y1)
    gradient.addColorStop(0, 'rgba(0,0,0,1)')
    gradient.addColorStop(1, 'rgba(0,0,0,0)')
    lc.save()
    lc.globalCompositeOperation = 'destination-in'
    lc.fillStyle = gradient
    lc.fillRect(0, 0, width, height)
    lc.restore()
  }
  if (fade.bottom) ramp(0, pad + h * 0.75, 0, pad + h)
  if (fade.left) ramp(pad + w * 0.2, 0, pad, 0)
  if (fade.right) ramp(pad + w * 0.8, 0, pad + w, 0)
}

/**
 * The cut-out at w × h inside a `margin` border, with its bottom row (always the frame's edge)
 * and any cut side repeated out across the border, so a silhouette of it has no edge there.
 */
function extendedPastCuts(image: Picture, w: number, h: number, margin: number, cuts: CutEdges) {
  const canvas = createCanvas(w + 2 * margin, h + 2 * margin)
  const ctx = canvas.getContext('2d')
  ctx.drawImage(image, margin, margin, w, h)
  ctx.drawImage(canvas, 0, margin + h - 1, w + 2 * margin, 1, 0, margin + h, w + 2 * margin, margin)
  if (cuts.left) ctx.drawImage(canvas, margin, 0, 1, h + 2 * margin, 0, 0, margin, h + 2 * margin)
  if (cuts.right)
    ctx.drawImage(canvas, margin + w - 1, 0, 1, h + 2 * margin, margin + w, 0, margin, h + 2 * margin)
  return canvas
}
