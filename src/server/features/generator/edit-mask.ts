import { sniffImageFormat } from '#shared/image-format.ts'
import { AppError } from '../../lib/app-error.ts'
import { MAX_INPUT_PIXELS } from '../../lib/images.ts'

/** Why a painted mask was refused (400; an AppError crosses the image thread's wire as it is). */
export const editMaskMessages = {
  notPng: 'The mask must be a PNG image',
  tooLarge: 'The mask must not be larger than the picture',
} as const

/**
 * The creator's painted mask, checked and made plain (on an image thread): it must be a PNG no
 * larger than the picture. Transparency is flattened onto black and colour dropped, so whatever
 * the browser painted becomes white = change, black = keep, the one meaning the words give Gemini.
 */
export async function readEditMask(bytes: Uint8Array, maxWidth: number, maxHeight: number): Promise<Buffer> {
  // Recognised by its first bytes before sharp sees it, whatever the data URL declared: sharp would
  // also render an SVG, whose filters no pixel cap bounds.
  if (sniffImageFormat(bytes) !== 'png') throw new AppError('VALIDATION', editMaskMessages.notPng)
  // Loaded on first use: only image threads decode (as lib/images.ts does).
  const { default: sharp } = await import('sharp')
  const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
  const meta = await image.metadata().catch(() => null)
  if (meta?.format !== 'png' || !meta.width || !meta.height) {
    throw new AppError('VALIDATION', editMaskMessages.notPng)
  }
  if (meta.width > maxWidth || meta.height > maxHeight)
    throw new AppError('VALIDATION', editMaskMessages.tooLarge)
  try {
    return await image.flatten({ background: '#000000' }).grayscale().png().toBuffer()
  } catch {
    // A header that reads but pixels that do not (a PNG cut short).
    throw new AppError('VALIDATION', editMaskMessages.notPng)
  }
}

/**
 * The mask was painted over the picture, which is the background cover-cropped to the frame
 * (compose.ts drawBackground, centred). Gemini sees the whole background, so the mask is scaled to
 * the cropped region and padded with black (keep) where the crop cut the background off.
 */
export async function fitMaskToBackground(mask: Uint8Array, background: Uint8Array): Promise<Buffer> {
  const { default: sharp } = await import('sharp')
  const [bg, painted] = await Promise.all([sharp(background).metadata(), sharp(mask).metadata()])
  const bw = bg.width ?? 0
  const bh = bg.height ?? 0
  const mw = painted.width ?? 1
  const mh = painted.height ?? 1
  // The region of the background the picture shows: the frame's aspect (the mask's), centred.
  const scale = Math.min(bw / mw, bh / mh)
  const rw = Math.max(1, Math.min(bw, Math.round(mw * scale)))
  const rh = Math.max(1, Math.min(bh, Math.round(mh * scale)))
  const left = Math.floor((bw - rw) / 2)
  const top = Math.floor((bh - rh) / 2)
  return sharp(mask)
    .resize(rw, rh, { fit: 'fill' })
    .extend({
      left,
      top,
      right: bw - rw - left,
      bottom: bh - rh - top,
      background: '#000000',
    })
    .grayscale()
    .png()
    .toBuffer()
}
