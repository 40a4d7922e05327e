import { sniffImageFormat } from '#shared/image-format.ts'
import { AppError } from '../../lib/app-error.ts'
import { ImagePoolError } from '../../lib/image-pool/task-limits.ts'
import { InvalidImageError } from '../../lib/images.ts'

/** A base64 data URL's bytes, refused (413 with `tooLarge`) before any decoding past `maxBytes`. */
export function dataUrlBytes(dataUrl: string, limit: { maxBytes: number; tooLarge: string }): Buffer {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1).replace(/\s/g, '')
  if (Math.floor((base64.length * 3) / 4) > limit.maxBytes + 2) {
    throw new AppError('PAYLOAD_TOO_LARGE', limit.tooLarge)
  }
  const bytes = Buffer.from(base64, 'base64')
  if (bytes.length > limit.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', limit.tooLarge)
  return bytes
}

/**
 * An uploaded image's data URL, decoded by `decode` (an image-thread task). Its bytes are counted
 * from the base64 length first, so an oversized upload is refused before it is even decoded, and
 * anything not JPEG, PNG or WebP, or that sharp cannot read, answers the field's own 'not an image'
 * words.
 */
export async function decodeImageDataUrl<T>(
  dataUrl: string,
  limit: { maxBytes: number; tooLarge: string; notImage: string },
  decode: (bytes: Buffer) => Promise<T>,
): Promise<T> {
  const bytes = dataUrlBytes(dataUrl, limit)
  // Only JPEG, PNG or WebP, by their first bytes (the declared type decides nothing): anything else
  // is refused here, before it waits for an image thread.
  if (!sniffImageFormat(bytes)) throw new AppError('VALIDATION', limit.notImage)
  return decode(bytes).catch((error: unknown) => {
    // A damaged image or a decompression bomb keeps its own, more precise message.
    if (error instanceof InvalidImageError && error.problem !== 'not-image') throw error
    // A full line or a stopped step says nothing about the picture: the client should wait, not fix it.
    if (error instanceof ImagePoolError) throw error
    throw new AppError('VALIDATION', limit.notImage)
  })
}
