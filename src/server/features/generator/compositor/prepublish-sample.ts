import { type Canvas, createCanvas } from '@napi-rs/canvas'
import sharp from 'sharp'

/** The pre-publish check's sample of a composite: a copy small enough to measure cheaply. */

const SAMPLE_WIDTH = 640

/** The composite already shrunk to the check's sample size, straight (not premultiplied) RGB or RGBA. */
export interface SamplePixels {
  data: Uint8Array | Uint8ClampedArray
  width: number
  height: number
  channels: 3 | 4
}

/**
 * Measured on a copy at most 640 px wide: JPEG shrink-on-load makes the decode cheap even at 4K,
 * and fine detail that vanishes at that size does not help legibility in a feed either.
 */
export const sampleSize = (width: number, height: number) => {
  const scale = Math.min(1, SAMPLE_WIDTH / width)
  return { width: Math.round(width * scale), height: Math.round(height * scale) }
}

export async function decodeSample(
  bytes: Buffer | undefined,
  width: number,
  height: number,
): Promise<SamplePixels | null> {
  if (!bytes) return null
  const size = sampleSize(width, height)
  const { data, info } = await sharp(bytes)
    .resize(size.width, size.height, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height, channels: 3 }
}

const samplers = new Map<string, Canvas>()

/**
 * The check's sample of a composite still on its canvas: no encode and decode in between (the
 * encoded file differs from these pixels only by the JPEG's own rounding).
 */
export function sampleForCheck(canvas: Canvas): SamplePixels {
  const size = sampleSize(canvas.width, canvas.height)
  // One small canvas per size, kept by the thread and reset: a new one each time is garbage the
  // collector has to chase.
  const key = `${size.width}x${size.height}`
  let small = samplers.get(key)
  if (!small) {
    small = createCanvas(size.width, size.height)
    samplers.set(key, small)
  }
  const ctx = small.getContext('2d')
  ctx.reset()
  ctx.imageSmoothingQuality = 'low'
  ctx.drawImage(canvas, 0, 0, size.width, size.height)
  const { data } = ctx.getImageData(0, 0, size.width, size.height)
  return { data, ...size, channels: 4 }
}
