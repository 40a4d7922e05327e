import type { PersonaCropBody } from '#shared/personas/schemas.ts'
import { personaMessages } from '#shared/personas/schemas.ts'
import { AppError } from '../../lib/app-error.ts'
import { InvalidImageError, toPng } from '../../lib/images.ts'

/**
 * The image steps of a persona's cut-out after the model's: a re-crop and the creator's own PNG.
 * Both run on the image threads (tasks `personaCrop`, `personaOwnCutout`).
 */

/** The long side photos and cut-outs are kept at: plenty for a 4K thumbnail's subject box. */
export const PERSONA_MAX_SIDE = 2048

/** An alpha this low counts as see-through, this high as solid (PNG edges are often soft). */
const TRANSPARENT_AT_MOST = 15
const OPAQUE_AT_LEAST = 240

export interface CutoutImage {
  png: Buffer
  width: number
  height: number
}

/** The rect of the photo a fractional crop names, in whole pixels, never empty, never outside. */
export function cropRect(crop: PersonaCropBody, width: number, height: number) {
  const left = Math.min(width - 1, Math.round(crop.x * width))
  const top = Math.min(height - 1, Math.round(crop.y * height))
  return {
    left,
    top,
    width: Math.max(1, Math.min(width - left, Math.round(crop.w * width))),
    height: Math.max(1, Math.min(height - top, Math.round(crop.h * height))),
  }
}

/** The model's full cut-out cropped to `crop` (fractions of the photo, which it matches in size). */
export async function cropCutout(modelPng: Buffer, crop: PersonaCropBody): Promise<CutoutImage> {
  const { default: sharp } = await import('sharp')
  const { width = 0, height = 0 } = await sharp(modelPng).metadata()
  const rect = cropRect(crop, width, height)
  const png = await sharp(modelPng).extract(rect).png().toBuffer()
  return { png, width: rect.width, height: rect.height }
}

const notTransparent = () => new AppError('VALIDATION', personaMessages.cutoutNotTransparent)

/**
 * The creator's own cut-out: decoded (so a renamed text file is refused), a PNG with alpha in
 * which some pixels are see-through and some solid, re-encoded without metadata.
 */
export async function ownCutout(bytes: Uint8Array): Promise<CutoutImage> {
  const decoded = await toPng(bytes, PERSONA_MAX_SIDE).catch((error: unknown) => {
    if (error instanceof InvalidImageError && error.problem === 'not-image') throw notTransparent()
    throw error
  })
  if (decoded.format !== 'png' || !decoded.hasAlpha) throw notTransparent()
  const { default: sharp } = await import('sharp')
  const image = sharp(decoded.png)
  const [{ width = 0, height = 0 }, stats] = await Promise.all([image.metadata(), image.stats()])
  // The alpha is the last band (RGBA, or grey and alpha).
  const alpha = stats.channels.at(-1)
  if (!alpha || alpha.min > TRANSPARENT_AT_MOST || alpha.max < OPAQUE_AT_LEAST) throw notTransparent()
  return { png: decoded.png, width, height }
}
