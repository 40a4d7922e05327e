import type { FastifyRequest } from 'fastify'
import type { ErrorCode } from '#shared/common/errors.ts'
import { sniffImageFormat } from '#shared/common/image-format.ts'
import { AppError } from './app-error.ts'

/** How one upload form names its file, its size cap and its refusals. */
export interface UploadRules {
  /** The multipart field that carries the file. */
  field: string
  tooLarge: string
  notImage: string
  /** 415 for profile photos (their contract), 400 for persona photos. */
  notImageCode: ErrorCode
}

/**
 * busboy's limits for a one-file form. One part is wanted, but busboy skips parts over its limits
 * in silence, so it lets a second part through for `readUploadedFile` to see and refuse by name;
 * a third is a limit error.
 */
export const singleFileLimits = (maxBytes: number) => ({
  fileSize: maxBytes,
  files: 2,
  fields: 1,
  fieldSize: 1024,
  parts: 2,
})

export const uploadMessages = (field: string) => ({
  notMultipart: `Send the photo as multipart/form-data in the field "${field}".`,
  missing: `Choose a photo to upload (field "${field}").`,
  oneFile: `Send exactly one photo in the field "${field}", and nothing else.`,
  broken: 'The upload was cut off or is not a valid multipart form. Please try again.',
})

/**
 * The one file in `rules.field`, read whole. Every answer is decided here, the same way however
 * the body arrives: over the limit is 413 (checked on the bytes read, so a body cut exactly at the
 * limit cannot slip through as a shorter file), a declared non-image or bytes that are not JPEG,
 * PNG or WebP is `notImageCode`, and a second part, a missing file or a broken multipart body is
 * 400. Nothing is stored before this returns; decoding (the real image check) is the caller's next
 * step, on an image thread.
 */
export async function readUploadedFile(request: FastifyRequest, rules: UploadRules): Promise<Buffer> {
  const messages = uploadMessages(rules.field)
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.notMultipart)
  let file: { bytes: Buffer; mimetype: string } | undefined
  try {
    for await (const part of request.parts()) {
      if (file || part.type !== 'file') throw new AppError('VALIDATION', messages.oneFile)
      if (part.fieldname !== rules.field) throw new AppError('VALIDATION', messages.missing)
      const bytes = await part.toBuffer()
      if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', rules.tooLarge)
      file = { bytes, mimetype: part.mimetype }
    }
  } catch (error) {
    throw asUploadError(error, rules, messages)
  }
  if (!file) throw new AppError('VALIDATION', messages.missing)
  if (!file.mimetype.startsWith('image/')) throw new AppError(rules.notImageCode, rules.notImage)
  // An image type declared is not enough: the bytes must be JPEG, PNG or WebP (an SVG declared as
  // image/svg+xml or named .png is refused; a PNG named .svg is what its bytes say).
  if (!sniffImageFormat(file.bytes)) throw new AppError(rules.notImageCode, rules.notImage)
  return file.bytes
}

/** @fastify/multipart's and busboy's errors, as the one clear 4xx each stands for. */
function asUploadError(
  error: unknown,
  rules: UploadRules,
  messages: ReturnType<typeof uploadMessages>,
): AppError {
  if (error instanceof AppError) return error
  const code = (error as { code?: unknown }).code
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE', rules.tooLarge)
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError('VALIDATION', messages.oneFile)
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new AppError('UNSUPPORTED_MEDIA_TYPE', messages.notMultipart)
  }
  // Everything else comes from parsing the body (no boundary, a part cut off, a bad header, the
  // client closing early): the request is at fault, never the server.
  return new AppError('VALIDATION', messages.broken)
}
