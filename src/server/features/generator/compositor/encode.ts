import type { Canvas } from '@napi-rs/canvas'
import sharp from 'sharp'
import { OUTPUT_MAX_BYTES, type OutputFormat } from '#shared/generator/defaults.ts'
import { canvasJpeg } from '../../../lib/canvas-jpeg.ts'

/** A final JPEG's first try, and the live preview's only one (preview-render.ts). */
export const JPEG_QUALITY = 90
const JPEG_QUALITIES = [JPEG_QUALITY, 82, 74, 66, 58, 50, 42, 34]
/** A palette shrinks a PNG about threefold; past that there is no point spending seconds on it. */
const PALETTE_WORTH_TRYING = 3

export interface Encoded {
  bytes: Buffer
  mimeType: 'image/jpeg' | 'image/png'
}

/** Steps the quality down until the file fits (canvasJpeg says why sharp rather than Skia). */
async function jpegUnderLimit(canvas: Canvas): Promise<Encoded> {
  let bytes: Buffer = Buffer.alloc(0)
  for (const quality of JPEG_QUALITIES) {
    bytes = await canvasJpeg(canvas, quality)
    if (bytes.length < OUTPUT_MAX_BYTES) break
  }
  return { bytes, mimeType: 'image/jpeg' }
}

/**
 * Encodes the canvas so the file is always under YouTube's 2 MB. JPEG steps its quality down.
 * PNG is tried losslessly, then as a 256-colour palette; a photo-like frame that still does not
 * fit (a 4K PNG of an AI picture is 10 MB or more) is delivered as JPEG rather than as a file
 * YouTube would refuse or a paid image thrown away. The returned mimeType says which it became.
 */
export async function encodeUnderLimit(canvas: Canvas, format: OutputFormat): Promise<Encoded> {
  if (format === 'jpeg') return jpegUnderLimit(canvas)
  const { width, height } = canvas
  const pixels = () => sharp(canvas.data(), { raw: { width, height, channels: 4 } }).removeAlpha()
  const png = await pixels().png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer()
  if (png.length < OUTPUT_MAX_BYTES) return { bytes: png, mimeType: 'image/png' }
  if (png.length < OUTPUT_MAX_BYTES * PALETTE_WORTH_TRYING) {
    const palette = await pixels()
      .png({ palette: true, colours: 256, dither: 1, effort: 1, compressionLevel: 9 })
      .toBuffer()
    if (palette.length < OUTPUT_MAX_BYTES) return { bytes: palette, mimeType: 'image/png' }
  }
  return jpegUnderLimit(canvas)
}
