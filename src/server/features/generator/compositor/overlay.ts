import { type Canvas, createCanvas, type SKRSContext2D } from '@napi-rs/canvas'
import type { Overlay } from '#shared/schemas/generator.ts'
import { parseHex } from './contrast.ts'
import { overlayRect, type Rect } from './regions.ts'

const rgba = (hex: string, alpha: number) => {
  const [r, g, b] = parseHex(hex)
  return `rgba(${r},${g},${b},${alpha})`
}

/**
 * Gradients and shadows run from the frame's edge inwards, so the strongest colour sits where the
 * text usually goes; centre and full overlays run top to bottom.
 */
function edgeLine(position: Overlay['position'], r: Rect): [number, number, number, number] {
  switch (position) {
    case 'top':
      return [0, r.y, 0, r.y + r.h]
    case 'bottom':
      return [0, r.y + r.h, 0, r.y]
    case 'left':
      return [r.x, 0, r.x + r.w, 0]
    case 'right':
      return [r.x + r.w, 0, r.x, 0]
    default:
      return [0, r.y, 0, r.y + r.h]
  }
}

let stripeTile: { color: string; size: number; canvas: Canvas } | undefined

/** Diagonal stripes, tiled; one tile is cached because a PATCH usually repeats the last colour. */
function stripes(color: string, size: number): Canvas {
  if (stripeTile?.color === color && stripeTile.size === size) return stripeTile.canvas
  const canvas = createCanvas(size, size)
  const ctx = canvas.getContext('2d')
  ctx.strokeStyle = color
  ctx.lineWidth = size / 4
  ctx.beginPath()
  for (const offset of [-size, 0, size]) {
    ctx.moveTo(offset, size)
    ctx.lineTo(offset + size, 0)
  }
  ctx.stroke()
  stripeTile = { color, size, canvas }
  return canvas
}

/** Draws the overlay over what is already on `ctx` (the background, cover-cropped). */
export function drawOverlay(ctx: SKRSContext2D, overlay: Overlay, width: number, height: number): void {
  if (overlay.style === 'none' || overlay.opacity === 0) return
  const alpha = overlay.opacity / 100
  const r = overlayRect(overlay.position, width, height)
  ctx.save()
  switch (overlay.style) {
    case 'solid':
      ctx.fillStyle = rgba(overlay.color, alpha)
      ctx.fillRect(r.x, r.y, r.w, r.h)
      break
    case 'gradient': {
      const gradient = ctx.createLinearGradient(...edgeLine(overlay.position, r))
      gradient.addColorStop(0, rgba(overlay.gradientStart, alpha))
      gradient.addColorStop(1, rgba(overlay.gradientEnd, alpha))
      ctx.fillStyle = gradient
      ctx.fillRect(r.x, r.y, r.w, r.h)
      break
    }
    case 'pattern': {
      const tile = stripes(overlay.color, Math.max(12, Math.round(height / 36)))
      const pattern = ctx.createPattern(tile, 'repeat')
      if (!pattern) break
      ctx.globalAlpha = alpha
      ctx.fillStyle = pattern
      ctx.fillRect(r.x, r.y, r.w, r.h)
      break
    }
    case 'blur': {
      // Blur what is underneath by redrawing the canvas through a filter, clipped to the region,
      // then tint it lightly with the overlay colour so text on it reads as a frosted panel.
      const copy = createCanvas(r.w, r.h)
      copy.getContext('2d').drawImage(ctx.canvas, r.x, r.y, r.w, r.h, 0, 0, r.w, r.h)
      ctx.beginPath()
      ctx.rect(r.x, r.y, r.w, r.h)
      ctx.clip()
      ctx.globalAlpha = alpha
      ctx.filter = `blur(${Math.max(4, Math.round(height / 60))}px)`
      ctx.drawImage(copy, r.x, r.y)
      ctx.filter = 'none'
      ctx.globalAlpha = 1
      ctx.fillStyle = rgba(overlay.color, alpha * 0.25)
      ctx.fillRect(r.x, r.y, r.w, r.h)
      break
    }
    case 'shadow': {
      const gradient = ctx.createLinearGradient(...edgeLine(overlay.position, r))
      gradient.addColorStop(0, rgba(overlay.color, alpha))
      gradient.addColorStop(1, rgba(overlay.color, 0))
      ctx.fillStyle = gradient
      ctx.fillRect(r.x, r.y, r.w, r.h)
      break
    }
  }
  ctx.restore()
}
