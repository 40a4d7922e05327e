import type { Sharp } from 'sharp'
import { sniffImageFormat } from '#shared/common/image-format.ts'
import { AppError } from './app-error.ts'

/**
 * The most pixels any upload may declare. A few KB of PNG can declare 30000×30000 (a
 * decompression bomb, ~2.7 GB once decoded), so the header is checked before anything is decoded,
 * and sharp enforces the same cap on the decode itself. 50 MP still takes a 48 MP phone photo.
 */
export const MAX_INPUT_PIXELS = 50_000_000

export const imageMessages = {
  notImage: 'The file is not an image.',
  corrupt: 'The file is not a valid image. It may be damaged or cut short; please choose another.',
  tooManyPixels: `The image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
} as const

export type ImageProblem = 'not-image' | 'corrupt' | 'too-many-pixels'

/**
 * Why an upload was refused. A 400 as it is; callers whose contract words "not an image"
 * differently (415 for profile photos) map `problem` to their own answer.
 */
export class InvalidImageError extends AppError {
  readonly problem: ImageProblem

  constructor(problem: ImageProblem) {
    const message = {
      'not-image': imageMessages.notImage,
      corrupt: imageMessages.corrupt,
      'too-many-pixels': imageMessages.tooManyPixels,
    }[problem]
    super('VALIDATION', message)
    this.problem = problem
  }
}

/**
 * Every upload goes through here. Only JPEG, PNG and WebP are read, recognised by their first bytes
 * before sharp sees them (an SVG, GIF, TIFF or HEIF is not an image here, whatever its name), and
 * sharp reads the header (so a text file renamed .png is refused, and so is a header declaring too
 * many pixels) before any pixel is decoded.
 */
export async function readImage(bytes: Uint8Array): Promise<Sharp> {
  // An empty file has no first bytes either: no image.
  const format = sniffImageFormat(bytes)
  if (!format) throw new InvalidImageError('not-image')
  // Loaded on first use: only image threads decode, and the server thread imports this module for
  // InvalidImageError alone, so an idle server does not hold libvips.
  const { default: sharp } = await import('sharp')
  const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
  let meta: Awaited<ReturnType<Sharp['metadata']>>
  try {
    meta = await image.metadata()
  } catch (error) {
    throw new InvalidImageError(isPixelLimit(error) ? 'too-many-pixels' : 'not-image')
  }
  // sharp cannot be told which loader to use; it picks one by its own sniffing. One that is not the
  // bytes' own format is refused here, from the header, before any pixel is decoded.
  if (meta.format !== format) throw new InvalidImageError('not-image')
  const { width, height } = meta
  if (!width || !height) throw new InvalidImageError('not-image')
  if (width * height > MAX_INPUT_PIXELS) throw new InvalidImageError('too-many-pixels')
  return image.rotate()
}

/**
 * Runs the decode and the fresh encode. The encode keeps no metadata (EXIF with GPS and camera,
 * XMP, IPTC, ICC, comments): sharp writes none unless asked. A header that reads but pixels that
 * do not (a JPEG or PNG cut short) is `corrupt`, never a 500.
 */
export async function encode(pipeline: Sharp): Promise<Buffer> {
  try {
    return await pipeline.toBuffer()
  } catch (error) {
    throw new InvalidImageError(isPixelLimit(error) ? 'too-many-pixels' : 'corrupt')
  }
}

/** sharp's own refusal of a header over `limitInputPixels` ('Input image exceeds pixel limit'). */
const isPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message)

/** A square JPEG of `size` pixels, cropped to the centre (profile photos). */
export async function squareJpeg(bytes: Uint8Array, size: number): Promise<Buffer> {
  const image = await readImage(bytes)
  return encode(image.resize(size, size, { fit: 'cover' }).jpeg({ quality: 85, mozjpeg: true }))
}

/** The image re-encoded as JPEG, at most `maxSide` pixels on its long side (reference images for the AI). */
export async function toJpeg(bytes: Uint8Array, maxSide = 2048): Promise<Buffer> {
  const image = await readImage(bytes)
  return encode(
    image
      .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 90 }),
  )
}

/**
 * The image re-encoded as PNG with its alpha kept, at most `maxSide` pixels on its long side, and
 * what it was (a creator's own cut-out must have been a PNG with transparency).
 */
export async function toPng(
  bytes: Uint8Array,
  maxSide = 2048,
): Promise<{ png: Buffer; format: string; hasAlpha: boolean }> {
  const image = await readImage(bytes)
  const { format, hasAlpha } = await image.metadata()
  const png = await encode(image.resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true }).png())
  return { png, format: format ?? 'unknown', hasAlpha: hasAlpha === true }
}

/**
 * WebP copies of an image, one per width (never enlarged), for a public page's `srcset`: the home
 * page's showcase sends a phone the small one and a wide screen the large one.
 */
export async function webpSizes(bytes: Uint8Array, widths: readonly number[]): Promise<Buffer[]> {
  const image = await readImage(bytes)
  return Promise.all(
    widths.map((width) =>
      encode(image.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 78 })),
    ),
  )
}
