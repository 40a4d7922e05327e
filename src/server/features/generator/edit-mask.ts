import { sniffImageFormat } from '#shared/common/image-format.ts'
import type { Box } from '#shared/generator/layouts.ts'
import { AppError } from '../../lib/app-error.ts'
import { MAX_INPUT_PIXELS } from '../../lib/images.ts'

/** Why a painted mask was refused (400; an AppError crosses the image thread's wire as it is). */
export const editMaskMessages = {
  notPng: 'The mask must be a PNG image',
  tooLarge: 'The mask must not be larger than the picture',
  empty: 'The mask is empty: paint over the area to change, or send no mask',
} as const

/** A mask value at or above this is 'change' (white); below it, 'keep' (black). */
const CHANGE_LEVEL = 128
/** The feather's blur radius (sigma), as a share of the picture's long side: about 5 px at 1344. */
const FEATHER_SHARE = 0.004

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
  let plain: Buffer
  try {
    plain = await image.flatten({ background: '#000000' }).grayscale().png().toBuffer()
  } catch {
    // A header that reads but pixels that do not (a PNG cut short).
    throw new AppError('VALIDATION', editMaskMessages.notPng)
  }
  // All black would keep every pixel: a credit spent on a picture that cannot change.
  const { channels } = await sharp(plain).stats()
  if ((channels[0]?.max ?? 0) < CHANGE_LEVEL) throw new AppError('VALIDATION', editMaskMessages.empty)
  return plain
}

/**
 * The mask was painted over the picture, which is the background cover-cropped to the frame
 * (compose.ts drawBackground, centred). Gemini sees the whole background, so the mask is scaled to
 * the cropped region and padded with black (keep) where the crop cut the background off. Answers
 * the fitted mask and the bounding box of its white part, in fractions of the background (null
 * when nothing is white), from which the prompt names the region in words.
 */
export async function fitMaskToBackground(
  mask: Uint8Array,
  background: Uint8Array,
): Promise<{ png: Buffer; box: Box | null }> {
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
  const png = await sharp(mask)
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
  return { png, box: await changeBox(png) }
}

/** The bounding box of a mask's white part, in fractions of the mask; null when it has none. */
async function changeBox(mask: Buffer): Promise<Box | null> {
  const { default: sharp } = await import('sharp')
  const { data, info } = await sharp(mask).extractChannel(0).raw().toBuffer({ resolveWithObject: true })
  let [left, top, right, bottom] = [info.width, info.height, -1, -1]
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if ((data[y * info.width + x] ?? 0) < CHANGE_LEVEL) continue
      left = Math.min(left, x)
      right = Math.max(right, x)
      top = Math.min(top, y)
      bottom = Math.max(bottom, y)
    }
  }
  if (right < 0) return null
  return {
    x: left / info.width,
    y: top / info.height,
    w: (right - left + 1) / info.width,
    h: (bottom - top + 1) / info.height,
  }
}

/**
 * The edited background put back through the mask: the model's picture where the mask is white,
 * the parent's own pixels where it is black, blended over a narrow feather at the edge so no seam
 * shows. Gemini has no mask parameter and repaints the whole frame, so this is what makes 'keep
 * every black area' true. Beyond the feather the parent's pixels are copied as they are, and the
 * answer is a PNG so they stay so. The model's picture is fitted (cover) to the parent's size.
 */
export async function maskedEdit(parent: Uint8Array, edited: Uint8Array, mask: Uint8Array): Promise<Buffer> {
  const { default: sharp } = await import('sharp')
  // sRGB both, so a grey or an alpha picture lines up channel for channel with the other.
  const base = await sharp(parent)
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true })
  const { width, height, channels } = base.info
  const fresh = await sharp(edited)
    .removeAlpha()
    .toColourspace('srgb')
    .resize(width, height, { fit: 'cover' })
    .raw()
    .toBuffer({ resolveWithObject: true })
  const sigma = Math.max(1, Math.round(Math.max(width, height) * FEATHER_SHARE))
  const alpha = await sharp(mask)
    .resize(width, height, { fit: 'fill' })
    .extractChannel(0)
    .blur(sigma)
    .raw()
    .toBuffer()
  const out = Buffer.from(base.data)
  for (let i = 0; i < width * height; i++) {
    const a = (alpha[i] ?? 0) / 255
    if (a === 0) continue
    for (let c = 0; c < channels; c++) {
      const at = i * channels + c
      const kept = base.data[at] ?? 0
      out[at] = Math.round(kept + ((fresh.data[i * fresh.info.channels + c] ?? 0) - kept) * a)
    }
  }
  return sharp(out, { raw: { width, height, channels } }).png().toBuffer()
}
