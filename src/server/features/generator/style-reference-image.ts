import { toJpeg } from '../../lib/images.ts'
import { extractStylePalette, type StylePalette } from '../../providers/ai/style-palette.ts'

/** The palette is read from a copy this small: a thumbnail's big colour areas survive, noise does not. */
const PALETTE_SIDE = 96

/**
 * An image-thread task: the style reference decoded and re-encoded as JPEG (what Gemini is sent,
 * metadata stripped, non-images refused as every upload is), and its palette, read from a small
 * copy of that JPEG.
 */
export async function decodeStyleReference(
  bytes: Uint8Array,
): Promise<{ jpeg: Buffer; palette: StylePalette }> {
  const jpeg = await toJpeg(bytes)
  const { default: sharp } = await import('sharp')
  const small = await sharp(jpeg)
    .resize(PALETTE_SIDE, PALETTE_SIDE, { fit: 'inside' })
    .removeAlpha()
    .raw()
    .toBuffer()
  return { jpeg, palette: extractStylePalette(small, 3) }
}
