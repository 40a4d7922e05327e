import { type Canvas, createCanvas } from '@napi-rs/canvas'
import { drawType } from './type-draw.ts'
import type { TypeLayout } from './type-fit.ts'

/**
 * Where the title's letters and their outline lie in the check's sample, drawn by the compositor's
 * own drawType at the sample's scale: fill in the red channel, outline in the green, on black.
 * The shadow, the plate and the subtitle are drawn in black, so they leave no mark. With it the
 * check tells a letter from its outline and both from the picture around them (decision 032).
 */
export interface TitleMask {
  /** RGBA at half the sample's size (titleMask) or, in tests, at its size. */
  data: Uint8Array | Uint8ClampedArray
  width: number
  height: number
  /** The outline's width outside the letter's edge, in pixels of the full-size frame. */
  outlinePx: number
}

const masks = new Map<string, Canvas>()

/**
 * The mask at half the check's sample (320 px wide from 720p): still about two pixels to one of
 * the 168×94 sidebar's, at a quarter of the drawing and reading.
 */
export function titleMask(
  type: TypeLayout | null,
  frameWidth: number,
  sampleWidth: number,
  sampleHeight: number,
) {
  if (!type || type.title.lines.length === 0) return null
  const width = Math.max(1, Math.round(sampleWidth / 2))
  const height = Math.max(1, Math.round(sampleHeight / 2))
  const key = `${width}x${height}`
  let canvas = masks.get(key)
  if (!canvas) {
    canvas = createCanvas(width, height)
    masks.set(key, canvas)
  }
  const ctx = canvas.getContext('2d')
  ctx.reset()
  ctx.fillStyle = '#000000'
  ctx.fillRect(0, 0, width, height)
  const scale = width / frameWidth
  ctx.scale(scale, scale)
  drawType(ctx, type, {
    text: '#FF0000',
    accent: '#FF0000',
    outline: '#00FF00',
    plate: '#000000',
    plateText: '#000000',
  })
  const { data } = ctx.getImageData(0, 0, width, height)
  return { data, width, height, outlinePx: type.title.outline / 2 } satisfies TitleMask
}
