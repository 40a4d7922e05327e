import { type Canvas, createCanvas, type Image, type SKRSContext2D } from '@napi-rs/canvas'
import type { Rect } from './frame.ts'

export type SubjectKind = 'icon' | 'photo' | 'persona'
/** The decoded layer, or the offline renderer's own canvas on the same image thread. */
type Picture = Image | Canvas

/**
 * The icon's outline ring and its drop shadow are soft (the icon's silhouette includes its glow),
 * so they are drawn at half size and scaled up as one: the same look at about a fifth of the cost
 * of sixteen full-size copies and a blur over them.
 */
const HALO_SCALE = 0.5

/** A tinted copy of the image's shape (its alpha), for outlines and rim lights. */
function silhouette(image: Picture, w: number, h: number, color: string): Canvas {
  const canvas = createCanvas(w, h)
  const ctx = canvas.getContext('2d')
  ctx.drawImage(image, 0, 0, w, h)
  ctx.globalCompositeOperation = 'source-in'
  ctx.fillStyle = color
  ctx.fillRect(0, 0, w, h)
  return canvas
}

/**
 * The icon's outline: the title's (dark behind white type), so the sticker reads as one shape at
 * 168×94; light behind dark type on a light picture, where a black ring would be one more letter.
 */
const ICON_OUTLINE = '#000000'

/**
 * An icon (a transparent PNG) contained in its box: a ring of copies of its silhouette in a dark
 * outline colour, which carries the drop shadow. No light rim or bright ring: a thin light curve
 * beside the title reads as a letter ('(', 'C', 'O') at the sidebar's size, and the offline icon
 * is drawn vivid but below the title's lightness (offline-subject.ts) so the words stay the
 * brightest thing in the frame.
 */
function drawIcon(ctx: SKRSContext2D, image: Picture, box: Rect, shortSide: number, ringColor: string) {
  // In proportion to the frame, unrounded: the 640-wide preview and the 1280-wide download match.
  const outline = Math.max(2, shortSide * 0.012)
  const inset = outline * 3
  const scale = Math.min((box.w - 2 * inset) / image.width, (box.h - 2 * inset) / image.height)
  if (scale <= 0) return
  const w = Math.round(image.width * scale)
  const h = Math.round(image.height * scale)
  const x = Math.round(box.x + (box.w - w) / 2)
  const y = Math.round(box.y + (box.h - h) / 2)
  // The halo: the ring and, around it, room for its shadow (blur and offset), at half size.
  const s = HALO_SCALE
  const margin = outline * 6
  const halo = createCanvas(Math.ceil((w + 2 * margin) * s), Math.ceil((h + 2 * margin) * s))
  const ring = createCanvas(Math.ceil((w + 2 * outline) * s), Math.ceil((h + 2 * outline) * s))
  const ringCtx = ring.getContext('2d')
  const tinted = silhouette(image, Math.round(w * s), Math.round(h * s), ringColor)
  for (let i = 0; i < 16; i++) {
    const angle = (i / 16) * Math.PI * 2
    ringCtx.drawImage(
      tinted,
      (outline + Math.cos(angle) * outline) * s,
      (outline + Math.sin(angle) * outline) * s,
    )
  }
  const haloCtx = halo.getContext('2d')
  haloCtx.shadowColor = 'rgba(0,0,0,0.6)'
  haloCtx.shadowBlur = outline * 2 * s
  haloCtx.shadowOffsetX = outline * 0.8 * s
  haloCtx.shadowOffsetY = outline * 1.2 * s
  haloCtx.drawImage(ring, (margin - outline) * s, (margin - outline) * s)
  ctx.save()
  ctx.imageSmoothingQuality = 'low'
  ctx.drawImage(halo, x - margin, y - margin, halo.width / s, halo.height / s)
  ctx.restore()
  ctx.drawImage(image, x, y, w, h)
}

/**
 * A photo cover-cropped into its box as a rounded card with a drop shadow, an outline in the
 * accent colour and a rim light along its upper-left edge.
 */
function drawPhoto(ctx: SKRSContext2D, image: Picture, box: Rect, accent: string, shortSide: number) {
  const outline = Math.max(3, Math.round(shortSide * 0.01))
  const inset = outline * 3
  const card = { x: box.x + inset, y: box.y + inset, w: box.w - 2 * inset, h: box.h - 2 * inset }
  if (card.w <= 0 || card.h <= 0) return
  const radius = Math.round(Math.min(card.w, card.h) * 0.05)
  const scale = Math.max(card.w / image.width, card.h / image.height)
  const sw = card.w / scale
  const sh = card.h / scale
  ctx.save()
  ctx.shadowColor = 'rgba(0,0,0,0.6)'
  ctx.shadowBlur = outline * 3
  ctx.shadowOffsetX = outline
  ctx.shadowOffsetY = outline * 1.5
  ctx.fillStyle = accent
  ctx.beginPath()
  ctx.roundRect(
    card.x - outline,
    card.y - outline,
    card.w + 2 * outline,
    card.h + 2 * outline,
    radius + outline,
  )
  ctx.fill()
  ctx.restore()
  ctx.save()
  ctx.beginPath()
  ctx.roundRect(card.x, card.y, card.w, card.h, radius)
  ctx.clip()
  ctx.drawImage(
    image,
    (image.width - sw) / 2,
    (image.height - sh) / 2,
    sw,
    sh,
    card.x,
    card.y,
    card.w,
    card.h,
  )
  const rim = ctx.createLinearGradient(card.x, card.y, card.x + card.w, card.y + card.h)
  rim.addColorStop(0, 'rgba(255,255,255,0.85)')
  rim.addColorStop(0.45, 'rgba(255,255,255,0)')
  ctx.strokeStyle = rim
  ctx.lineWidth = outline * 1.5
  ctx.stroke()
  ctx.restore()
}

/** Where a cut-out is drawn in its box, and the outline it gets (output pixels). */
export interface CutoutPlacement {
  x: number
  y: number
  w: number
  h: number
  outline: number
}

/**
 * The cut-out contained in its box, centred across it and standing on its bottom edge, as a person
 * in a thumbnail does (a subject box at the frame's bottom crops them at the waist, not mid-air).
 * The sides and top keep room for the outline. Exported so tests can find the person's pixels.
 */
export function cutoutPlacement(
  image: { width: number; height: number },
  box: Rect,
  shortSide: number,
): CutoutPlacement | null {
  const outline = Math.max(3, shortSide * 0.012)
  const inset = outline * 2
  const scale = Math.min((box.w - 2 * inset) / image.width, (box.h - inset) / image.height)
  if (scale <= 0) return null
  const w = Math.round(image.width * scale)
  const h = Math.round(image.height * scale)
  return { x: Math.round(box.x + (box.w - w) / 2), y: Math.round(box.y + box.h - h), w, h, outline }
}

/**
 * The creator's cut-out (a PNG with alpha), its pixels drawn unchanged apart from scale, in
 * layers behind it: a soft glow of the accent colour (the backlight that separates a person from
 * a busy background), a drop shadow, and a ring of its silhouette in the accent colour (the
 * outline); in front of it only a light rim along its upper-left edge, the silhouette shifted
 * and kept where it leaves the person, so the rim hugs the shape and the face stays untouched.
 */
function drawCutout(ctx: SKRSContext2D, image: Picture, box: Rect, accent: string, shortSide: number) {
  const place = cutoutPlacement(image, box, shortSide)
  if (!place) return
  const { x, y, w, h, outline } = place
  const margin = Math.ceil(outline * 2)
  const tinted = silhouette(image, w, h, accent)
  const ring = createCanvas(w + 2 * margin, h + 2 * margin)
  const ringCtx = ring.getContext('2d')
  for (let i = 0; i < 16; i++) {
    const angle = (i / 16) * Math.PI * 2
    ringCtx.drawImage(tinted, margin + Math.cos(angle) * outline, margin + Math.sin(angle) * outline)
  }
  // The backlight: the accent silhouette, blurred wide and faint, behind everything else.
  ctx.save()
  ctx.globalAlpha = 0.55
  ctx.shadowColor = accent
  ctx.shadowBlur = outline * 6
  ctx.drawImage(tinted, x, y)
  ctx.restore()
  ctx.save()
  ctx.shadowColor = 'rgba(0,0,0,0.65)'
  ctx.shadowBlur = outline * 4
  ctx.shadowOffsetX = outline
  ctx.shadowOffsetY = outline * 1.5
  ctx.drawImage(ring, x - margin, y - margin)
  ctx.restore()
  // The face is the product: always the best filter, whatever the background's draw left set.
  ctx.save()
  ctx.imageSmoothingQuality = 'high'
  ctx.drawImage(image, x, y, w, h)
  ctx.restore()
  const rim = silhouette(image, w, h, 'rgba(255,255,255,0.55)')
  const rimCtx = rim.getContext('2d')
  rimCtx.globalCompositeOperation = 'destination-out'
  rimCtx.drawImage(image, outline * 0.8, outline * 0.8, w, h)
  ctx.drawImage(rim, x, y)
}

export function drawSubject(
  ctx: SKRSContext2D,
  subject: { image: Picture; kind: SubjectKind },
  box: Rect,
  accent: string,
  shortSide: number,
  iconOutline = ICON_OUTLINE,
): void {
  if (subject.kind === 'icon') drawIcon(ctx, subject.image, box, shortSide, iconOutline)
  else if (subject.kind === 'persona') drawCutout(ctx, subject.image, box, accent, shortSide)
  else drawPhoto(ctx, subject.image, box, accent, shortSide)
}
