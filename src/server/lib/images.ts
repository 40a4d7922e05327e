import sharp, { type Sharp } from 'sharp'
import { AppError } from './app-error.ts'

/**
 * Every upload goes through here: sharp decodes it (so a text file renamed .png is refused),
 * and what is kept is a fresh encode, which also strips metadata such as GPS tags.
 */
export async function readImage(bytes: Uint8Array, message = 'The file is not an image.'): Promise<Sharp> {
  const image = sharp(bytes, { failOn: 'error', limitInputPixels: 50_000_000 })
  try {
    const meta = await image.metadata()
    if (!meta.width || !meta.height) throw new Error('no dimensions')
  } catch {
    throw new AppError('VALIDATION', message)
  }
  return image.rotate()
}

/** A square JPEG of `size` pixels, cropped to the centre (profile photos). */
export async function squareJpeg(bytes: Uint8Array, size: number): Promise<Buffer> {
  const image = await readImage(bytes)
  return image.resize(size, size, { fit: 'cover' }).jpeg({ quality: 85, mozjpeg: true }).toBuffer()
}

/** The image re-encoded as JPEG, at most `maxSide` pixels on its long side (reference images for the AI). */
export async function toJpeg(bytes: Uint8Array, maxSide = 2048): Promise<Buffer> {
  const image = await readImage(bytes)
  return image
    .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 90 })
    .toBuffer()
}
