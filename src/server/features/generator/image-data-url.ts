import { sniffImageFormat } from '#shared/common/image-format.ts'
import { AppError } from '../../lib/app-error.ts'
import { ImagePoolError } from '../../lib/image-pool/task-limits.ts'
import { InvalidImageError } from '../../lib/images.ts'

/**
 * An uploaded picture: its data URL as the form sent it, or its bytes already decoded from base64
 * where a large body was parsed on an image thread (lib/large-json-body.ts).
 */
export type ImageUpload = string | Buffer

const base64Of = (dataUrl: string) => dataUrl.slice(dataUrl.indexOf(',') + 1).replace(/\s/g, '')

/** A data URL's bytes, with no limit: for an image thread, whose caller then applies the field's. */
export const decodeDataUrl = (dataUrl: string): Buffer => Buffer.from(base64Of(dataUrl), 'base64')

/** A base64 data URL's bytes, refused (413 with `tooLarge`) before any decoding past `maxBytes`. */
export function dataUrlBytes(upload: ImageUpload, limit: { maxBytes: number; tooLarge: string }): Buffer {
  const base64 = typeof upload === 'string' ? base64Of(upload) : undefined
  if (base64 !== undefined && Math.floor((base64.length * 3) / 4) > limit.maxBytes + 2) {
    throw new AppError('PAYLOAD_TOO_LARGE', limit.tooLarge)
  }
  const bytes = base64 === undefined ? (upload as Buffer) : Buffer.from(base64, 'base64')
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
  dataUrl: ImageUpload,
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
