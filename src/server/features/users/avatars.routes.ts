import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '#shared/common/errors.ts'
import { notFound } from '../../lib/app-error.ts'
import { avatarFilePattern, userIdPattern } from './avatar-files.ts'

const paramsSchema = z.object({
  userId: z.string().regex(userIdPattern),
  file: z.string().regex(avatarFilePattern),
})

/**
 * GET /api/avatars/{userId}/{uuid}.jpg: public, because the address is unguessable and shown
 * to other people (the users table, the support inbox). A new upload gets a new address, so
 * the bytes at one address never change and can be cached for a year.
 */
export const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:userId/:file',
    {
      schema: {
        tags: ['users'],
        summary: 'A profile photo',
        params: paramsSchema,
        response: {
          200: z.instanceof(Buffer).describe('The photo, image/jpeg'),
          400: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const bytes = await app.deps.files.get(`avatars/${request.params.userId}/${request.params.file}`)
      if (!bytes) throw notFound('Photo')
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .type('image/jpeg')
        .send(bytes)
    },
  )
}
