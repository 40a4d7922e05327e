import type { FastifyRequest } from 'fastify'
import { PROFILE_PHOTO_MAX_BYTES } from '#shared/users/constants.ts'
import { profileMessages } from '#shared/users/messages.ts'
import { readUploadedFile, singleFileLimits } from '../../lib/upload-file.ts'

/** busboy's limits for the profile photo form (one file, 2 MB). */
export const PHOTO_UPLOAD_LIMITS = singleFileLimits(PROFILE_PHOTO_MAX_BYTES)

/** The one file in field `image`: over 2 MB is 413, a declared non-image 415 (the spec's words). */
export const readImageField = (request: FastifyRequest): Promise<Uint8Array> =>
  readUploadedFile(request, {
    field: 'image',
    tooLarge: profileMessages.photoTooLarge,
    notImage: profileMessages.photoNotImage,
    notImageCode: 'UNSUPPORTED_MEDIA_TYPE',
  })
