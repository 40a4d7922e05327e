import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '#shared/common/errors.ts'
import { PROFILE_PHOTO_MAX_BYTES } from '#shared/users/constants.ts'
import { photoResultSchema } from '#shared/users/profile.ts'
import { requireUser } from '../../plugins/guards.ts'
import { PHOTO_UPLOAD_LIMITS, readImageField } from './photo-upload.ts'
import { removePhoto, replacePhoto } from './profile.service.ts'

/** POST/DELETE /api/me/photo. Multipart is registered for this plugin only. */
export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: PHOTO_UPLOAD_LIMITS })
  app.addHook('onRequest', requireUser)

  app.post(
    '/photo',
    {
      schema: {
        tags: ['users'],
        summary: `Upload a profile photo (multipart, exactly one file in the field \`image\`, at most ${PROFILE_PHOTO_MAX_BYTES} bytes; stored as a 512px JPEG without metadata)`,
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
