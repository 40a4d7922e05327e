import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas'
import type { Rect } from './frame.ts'
import { drawCutout } from './persona-subject.ts'
import { type Picture, silhouette } from './silhouette.ts'

export type SubjectKind = 'icon' | 'photo' | 'persona'

/**
 * The icon's outline ring and its drop shadow are soft (the icon's silhouette includes its glow),
 * so they are drawn at half size and scaled up as one: the same look at about a fifth of the cost
 * of sixteen full-size copies and a blur over them.
 */
const HALO_SCALE = 0.5

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

export function drawSubject(
  ctx: SKRSContext2D,
  subject: { image: Picture; kind: SubjectKind },
  box: Rect,
  accent: string,
  shortSide: number,
  iconOutline = ICON_OUTLINE,
): void {
  if (subject.kind === 'icon') drawIcon(ctx, subject.image, box, shortSide, iconOutline)
  else if (subject.kind === 'persona') drawCutout(ctx, subject.image, box, accent)
  else drawPhoto(ctx, subject.image, box, accent, shortSide)
}
