import { type Canvas, createCanvas, Path2D } from '@napi-rs/canvas'
import sharp from 'sharp'
import type { ColorScheme } from '#shared/generator/schemas.ts'
import { withAlpha } from './offline-colour.ts'
import { type IconNode, iconCatalogue } from './offline-icon-catalogue.ts'
import { FALLBACK_ICON, pickIcon } from './offline-icon-picker.ts'
import { workingPalette } from './offline-palette.ts'

export { pickIcon } from './offline-icon-picker.ts'

/** lucide draws on a 24-unit grid with 2-unit strokes; ours are bolder, to read at 168×94. */
const GRID = 24
const STROKE = 2.6
/** The icon's share of the square: the rest is room for the glow. */
const ICON_SHARE = 0.74

const num = (attributes: Record<string, string>, key: string) => Number(attributes[key] ?? 0)

/** The icon's elements as paths: everything to stroke, and the closed shapes that can be filled. */
function iconPaths(nodes: readonly IconNode[]): { outline: Path2D; fillable: Path2D } {
  const outline = new Path2D()
  const fillable = new Path2D()
  for (const [tag, a] of nodes) {
    const shape = new Path2D()
    let closed = true
    switch (tag) {
      case 'path':
        shape.addPath(new Path2D(a.d ?? ''))
        closed = /z/i.test(a.d ?? '')
        break
      case 'circle':
        shape.arc(num(a, 'cx'), num(a, 'cy'), num(a, 'r'), 0, Math.PI * 2)
        break
      case 'ellipse':
        shape.ellipse(num(a, 'cx'), num(a, 'cy'), num(a, 'rx'), num(a, 'ry'), 0, 0, Math.PI * 2)
        break
      case 'rect':
        shape.roundRect(num(a, 'x'), num(a, 'y'), num(a, 'width'), num(a, 'height'), num(a, 'rx'))
        break
      case 'line':
        shape.moveTo(num(a, 'x1'), num(a, 'y1'))
        shape.lineTo(num(a, 'x2'), num(a, 'y2'))
        closed = false
        break
      case 'polyline':
      case 'polygon': {
        const points = (a.points ?? '')
          .trim()
          .split(/[\s,]+/)
          .map(Number)
        for (let i = 0; i + 1 < points.length; i += 2) {
          if (i === 0) shape.moveTo(points[0] ?? 0, points[1] ?? 0)
          else shape.lineTo(points[i] ?? 0, points[i + 1] ?? 0)
        }
        closed = tag === 'polygon'
        if (closed) shape.closePath()
        break
      }
      default:
        continue
    }
    outline.addPath(shape)
    if (closed) fillable.addPath(shape)
  }
  return { outline, fillable }
}

export interface IconSubjectInput {
  prompt: string
  category: string
  colorScheme: ColorScheme
  size: number
  seed: number
  /** The title: its nouns choose the icon as the prompt's do. */
  title?: string
  /** Position in the run from 0: the variant's palette colours the icon, and may pick another icon. */
  variant?: number
}

/**
 * The offline subject: a bold lucide icon chosen from the title's, the prompt's and the category's
 * words, as a square transparent PNG. On a dark picture its closed shapes are filled with the
 * primary (deeper at the bottom), every line is stroked thick in the primary's light tone, and a
 * glow in the primary surrounds it, all within the palette's value ceiling: vivid, but never as
 * light as the title, whose white is the one highlight. On a light picture it is a mid-tone body
 * with white line work and a white glow: nothing but the title is dark there (offline-palette.ts). The compositor adds the dark outline and the shadow when it
 * places it in the layout's subject box.
 */
export async function renderIconSubject(input: IconSubjectInput): Promise<Buffer> {
  return encodeIconSubject(drawIconSubject(input))
}

/** The icon's canvas, for an image thread that draws it into the composite straight away. */
export function drawIconSubject(input: IconSubjectInput): Canvas {
  const size = Math.max(16, Math.round(input.size))
  const name = pickIcon(input.prompt, input.category, { title: input.title, variant: input.variant })
  const { nodes } = iconCatalogue()
  const { outline, fillable } = iconPaths(nodes[name] ?? nodes[FALLBACK_ICON] ?? [])
  const { icon } = workingPalette(input.category, input.colorScheme, input.variant)

  const canvas = createCanvas(size, size)
  const ctx = canvas.getContext('2d')
  const scale = (size * ICON_SHARE) / GRID
  ctx.translate((size - GRID * scale) / 2, (size - GRID * scale) / 2)
  ctx.scale(scale, scale)
  ctx.lineCap = 'round'
  ctx.lineJoin = 'round'

  // The glow: a wide stroke whose blurred shadow spills around the icon (shadowBlur is in pixels).
  ctx.shadowColor = withAlpha(icon.glow, 0.9)
  ctx.shadowBlur = size * 0.06
  ctx.strokeStyle = icon.fill
  ctx.lineWidth = STROKE * 1.6
  ctx.stroke(outline)
  ctx.shadowBlur = 0

  // The body a shade deeper than its lines, so the line work reads on it; both stay under the
  // palette's value ceiling (offline-palette.ts): the title alone is bright.
  const fill = ctx.createLinearGradient(0, 2, 0, GRID - 2)
  fill.addColorStop(0, icon.fill)
  fill.addColorStop(1, icon.fillDeep)
  ctx.fillStyle = fill
  ctx.fill(fillable, 'evenodd')

  ctx.strokeStyle = icon.line
  ctx.lineWidth = STROKE
  ctx.stroke(outline)
  return canvas
}

/** The stored form of a drawn icon: a transparent PNG. */
export function encodeIconSubject(canvas: Canvas): Promise<Buffer> {
  const { width, height } = canvas
  // Skia's PNG encoder takes about 190 ms at 1000 px; libvips with light compression about 40 ms.
  const pixels = canvas.getContext('2d').getImageData(0, 0, width, height)
  return sharp(Buffer.from(pixels.data.buffer, pixels.data.byteOffset, pixels.data.byteLength), {
    raw: { width, height, channels: 4 },
  })
    .png({ compressionLevel: 3, adaptiveFiltering: false })
    .toBuffer()
}
