import { type Canvas, createCanvas, type SKRSContext2D } from '@napi-rs/canvas'
import type { Overlay } from '#shared/generator/schemas.ts'
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

/** Where the overlay starts to fade out, as a share of the way from the frame's edge inwards. */
const FEATHER_FROM = 0.55

/**
 * Fades a layer out towards the picture: an edge band is full strength at the frame's edge and
 * gone at its inner edge, a centre band fades at both sides, a full overlay stays flat. This is
 * what removes the hard seam a blur used to leave and the band a light gradient end used to draw.
 */
function feather(
  layer: SKRSContext2D,
  position: Overlay['position'],
  r: Rect,
  width: number,
  height: number,
) {
  if (position === 'full') return
  const gradient =
    position === 'center'
      ? layer.createLinearGradient(0, r.y, 0, r.y + r.h)
      : layer.createLinearGradient(...edgeLine(position, r))
  if (position === 'center') {
    gradient.addColorStop(0, 'rgba(0,0,0,0)')
    gradient.addColorStop(0.3, 'rgba(0,0,0,1)')
    gradient.addColorStop(0.7, 'rgba(0,0,0,1)')
    gradient.addColorStop(1, 'rgba(0,0,0,0)')
  } else {
    gradient.addColorStop(0, 'rgba(0,0,0,1)')
    gradient.addColorStop(FEATHER_FROM, 'rgba(0,0,0,1)')
    gradient.addColorStop(1, 'rgba(0,0,0,0)')
  }
  layer.globalCompositeOperation = 'destination-in'
  layer.fillStyle = gradient
  layer.fillRect(0, 0, width, height)
  layer.globalCompositeOperation = 'source-over'
}

/** Diagonal stripes, one tile; made per call so compose keeps no state between calls. */
function stripes(color: string, size: number): Canvas {
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
  return canvas
}

/** Draws the overlay over what is already on `ctx` (the background and the subject). */
export function drawOverlay(ctx: SKRSContext2D, overlay: Overlay, width: number, height: number): void {
  if (overlay.style === 'none' || overlay.opacity === 0) return
  const alpha = overlay.opacity / 100
  const r = overlayRect(overlay.position, width, height)
  if (overlay.style === 'shadow') {
    // Already a fade to nothing: drawn straight, no layer needed.
    const gradient = ctx.createLinearGradient(...edgeLine(overlay.position, r))
    gradient.addColorStop(0, rgba(overlay.color, alpha))
    gradient.addColorStop(1, rgba(overlay.color, 0))
    ctx.save()
    ctx.fillStyle = gradient
    ctx.fillRect(r.x, r.y, r.w, r.h)
    ctx.restore()
    return
  }
  const canvas = createCanvas(width, height)
  const layer = canvas.getContext('2d')
  switch (overlay.style) {
    case 'solid':
      layer.fillStyle = rgba(overlay.color, alpha)
      layer.fillRect(r.x, r.y, r.w, r.h)
      break
    case 'gradient': {
      const gradient = layer.createLinearGradient(...edgeLine(overlay.position, r))
      gradient.addColorStop(0, rgba(overlay.gradientStart, alpha))
      gradient.addColorStop(1, rgba(overlay.gradientEnd, alpha))
      layer.fillStyle = gradient
      layer.fillRect(r.x, r.y, r.w, r.h)
      break
    }
    case 'pattern': {
      const pattern = layer.createPattern(
        stripes(overlay.color, Math.max(12, Math.round(height / 36))),
        'repeat',
      )
      if (!pattern) break
      layer.globalAlpha = alpha
      layer.fillStyle = pattern
      layer.fillRect(r.x, r.y, r.w, r.h)
      layer.globalAlpha = 1
      break
    }
    case 'blur': {
      // The blur reads a margin around the region, so its inner edge blurs real neighbours instead
      // of fading to transparent; the feather then blends it into the sharp picture.
      const radius = Math.max(4, Math.round(height / 60))
      const e = radius * 3
      const sx = Math.max(0, r.x - e)
      const sy = Math.max(0, r.y - e)
      const sw = Math.min(width, r.x + r.w + e) - sx
      const sh = Math.min(height, r.y + r.h + e) - sy
      layer.save()
      layer.beginPath()
      layer.rect(r.x, r.y, r.w, r.h)
      layer.clip()
      layer.filter = `blur(${radius}px)`
      layer.drawImage(ctx.canvas, sx, sy, sw, sh, sx, sy, sw, sh)
      layer.filter = 'none'
      layer.fillStyle = rgba(overlay.color, 0.25)
      layer.globalCompositeOperation = 'source-atop'
      layer.fillRect(r.x, r.y, r.w, r.h)
      layer.restore()
      layer.globalAlpha = 1
      break
    }
  }
  feather(layer, overlay.position, r, width, height)
  ctx.save()
  if (overlay.style === 'blur') ctx.globalAlpha = alpha
  ctx.drawImage(canvas, 0, 0)
  ctx.restore()
}
