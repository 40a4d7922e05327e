import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '#shared/common/errors.ts'
import { generatorMessages } from '#shared/generator/defaults.ts'
import { generationVersionListSchema, versionParamSchema } from '#shared/generator/generation-versions.ts'
import { generationPatchSchema, generationSchema, idParamSchema } from '#shared/generator/schemas.ts'
import { AppError } from '../../lib/app-error.ts'
import { previewEdit } from './edit-preview.service.ts'
import { toGenerationView } from './generation-view.ts'
import { listVersions, readVersionImage, restoreVersion } from './versions.service.ts'

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema }

/**
 * A thumbnail's free re-edits as versions, and the live preview of the next one. Registered inside
 * generationsRoutes, so its sign-in hook and prefix apply; anyone else's thumbnail answers 404.
 */
export const versionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/versions',
    {
      schema: {
        tags: ['generator'],
        summary: `The versions of my thumbnail's free re-edits, oldest first, the current one marked`,
        params: idParamSchema,
        response: { 200: generationVersionListSchema, ...errors },
      },
    },
    (request) => listVersions(app.deps.db, request.user.id, request.params.id),
  )

  app.get(
    '/:id/versions/:number/image',
    {
      schema: {
        tags: ['generator'],
        summary: 'One version’s image file',
        params: versionParamSchema,
        response: { 200: z.any().describe('image/jpeg or image/png bytes'), ...errors },
      },
    },
    async (request, reply) => {
      const { id, number } = request.params
      const image = await readVersionImage(app.deps, request.user.id, id, number)
      // A version's file never changes, so the browser may keep it.
      return reply.type(image.mimeType).header('cache-control', 'private, max-age=86400').send(image.bytes)
    },
  )

  app.post(
    '/:id/versions/:number/restore',
    {
      schema: {
        tags: ['generator'],
        summary:
          'Make a kept version the current image again (downloads, feed preview and pre-publish check use it); free, nothing is dropped',
        params: versionParamSchema,
        response: { 200: generationSchema, ...errors },
      },
    },
    async (request) => {
      const { id, number } = request.params
      return toGenerationView(await restoreVersion(app.deps, request.user.id, id, number))
    },
  )

  app.post(
    '/:id/preview',
    {
      onRequest: async (request) => app.deps.images.assertRoom({ key: request.user.id }),
      // The same per-user budget as the generator's live preview.
      config: {
        rateLimit: {
          max: app.deps.config.generatorPreviewRateLimitPerMinute,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `generator-preview:${request.user.id}`,
          errorResponseBuilder: () => new AppError('RATE_LIMITED', generatorMessages.previewRateLimited),
        },
      },
      schema: {
        tags: ['generator'],
        summary:
          'Live preview of a re-edit: the patched text, overlay or layout over my thumbnail’s own background, at 640×360 (360×640 for Shorts); nothing stored, no credit',
        params: idParamSchema,
        body: generationPatchSchema,
        response: {
          200: z.any().describe('image/jpeg bytes'),
          ...errors,
          409: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const bytes = await previewEdit(app.deps, request.user.id, request.params.id, request.body)
      return reply.type('image/jpeg').header('cache-control', 'no-store').send(bytes)
    },
  )
}
