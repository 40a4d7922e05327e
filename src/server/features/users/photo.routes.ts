import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '#shared/errors.ts'
import { profileMessages } from '#shared/messages/users.ts'
import { photoResultSchema } from '#shared/schemas/profile.ts'
import { PROFILE_PHOTO_MAX_BYTES } from '#shared/users.ts'
import { AppError } from '../../lib/app-error.ts'
import { requireUser } from '../../plugins/guards.ts'
import { removePhoto, replacePhoto } from './profile.service.ts'

/** POST/DELETE /api/me/photo. Multipart is registered for this plugin only. */
export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: PROFILE_PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  })
  app.addHook('onRequest', requireUser)

  app.post(
    '/photo',
    {
      schema: {
        tags: ['users'],
        summary: 'Upload a profile photo (multipart field `image`, at most 2 MB; stored as a 512px JPEG)',
        consumes: ['multipart/form-data'],
        response: {
          200: photoResultSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
        },
      },
    },
    async (request) => {
      const bytes = await readImageField(request)
      return { profileUrl: await replacePhoto(app.deps, request.user.id, bytes) }
    },
  )

  app.delete(
    '/photo',
    {
      schema: {
        tags: ['users'],
        summary: 'Remove the profile photo',
        response: { 200: photoResultSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      await removePhoto(app.deps, request.user.id)
      return { profileUrl: null }
    },
  )
}

/** The one file in field `image`, whole; too big is 413 and anything but an image is 415. */
async function readImageField(request: FastifyRequest): Promise<Uint8Array> {
  if (!request.isMultipart()) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the photo as multipart/form-data in the field "image".',
    )
  }
  let part: Awaited<ReturnType<FastifyRequest['file']>>
  try {
    part = await request.file()
  } catch (error) {
    throw asUploadError(error)
  }
  if (part?.fieldname !== 'image') {
    throw new AppError('VALIDATION', 'Choose a photo to upload (field "image").')
  }
  if (!part.mimetype.startsWith('image/')) {
    part.file.resume()
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', profileMessages.photoNotImage)
  }
  try {
    return await part.toBuffer()
  } catch (error) {
    throw asUploadError(error)
  }
}

function asUploadError(error: unknown): unknown {
  const code = (error as { code?: string }).code
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError('PAYLOAD_TOO_LARGE', profileMessages.photoTooLarge)
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError('VALIDATION', 'Send exactly one photo in the field "image".')
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the photo as multipart/form-data in the field "image".',
    )
  }
  return error
}
