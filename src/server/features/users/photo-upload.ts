import type { FastifyRequest } from 'fastify'
import { profileMessages } from '#shared/messages/users.ts'
import { PROFILE_PHOTO_MAX_BYTES } from '#shared/users.ts'
import { AppError } from '../../lib/app-error.ts'

/**
 * busboy's limits for the photo form. One part is wanted, but busboy skips parts over its limits
 * in silence, so it lets a second part through for `readImageField` to see and refuse by name;
 * a third is a limit error.
 */
export const PHOTO_UPLOAD_LIMITS = {
  fileSize: PROFILE_PHOTO_MAX_BYTES,
  files: 2,
  fields: 1,
  fieldSize: 1024,
  parts: 2,
}

export const photoUploadMessages = {
  notMultipart: 'Send the photo as multipart/form-data in the field "image".',
  missing: 'Choose a photo to upload (field "image").',
  oneFile: 'Send exactly one photo in the field "image", and nothing else.',
  broken: 'The upload was cut off or is not a valid multipart form. Please try again.',
} as const

/**
 * The one file in field `image`, read whole. Every answer is decided here, the same way however
 * the body arrives: over 2 MB is 413 (checked on the bytes read, so a body cut exactly at the limit
 * cannot slip through as a shorter file), a declared non-image is 415, and a second part, a missing
 * file or a broken multipart body is 400. Nothing is stored before this returns.
 */
export async function readImageField(request: FastifyRequest): Promise<Uint8Array> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', photoUploadMessages.notMultipart)
  let photo: { bytes: Buffer; mimetype: string } | undefined
  try {
    for await (const part of request.parts()) {
      if (photo || part.type !== 'file') throw new AppError('VALIDATION', photoUploadMessages.oneFile)
      if (part.fieldname !== 'image') throw new AppError('VALIDATION', photoUploadMessages.missing)
      const bytes = await part.toBuffer()
      if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', profileMessages.photoTooLarge)
      photo = { bytes, mimetype: part.mimetype }
    }
  } catch (error) {
    throw asUploadError(error)
  }
  if (!photo) throw new AppError('VALIDATION', photoUploadMessages.missing)
  if (!photo.mimetype.startsWith('image/')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', profileMessages.photoNotImage)
  }
  return photo.bytes
}

/** @fastify/multipart's and busboy's errors, as the one clear 4xx each stands for. */
function asUploadError(error: unknown): AppError {
  if (error instanceof AppError) return error
  const code = (error as { code?: unknown }).code
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError('PAYLOAD_TOO_LARGE', profileMessages.photoTooLarge)
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError('VALIDATION', photoUploadMessages.oneFile)
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new AppError('UNSUPPORTED_MEDIA_TYPE', photoUploadMessages.notMultipart)
  }
  // Everything else comes from parsing the body (no boundary, a part cut off, a bad header, the
  // client closing early): the request is at fault, never the server.
  return new AppError('VALIDATION', photoUploadMessages.broken)
}
