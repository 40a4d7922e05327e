import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '#shared/common/errors.ts'
import { pageQuerySchema } from '#shared/common/paging.ts'
import {
  generateResponseSchema,
  generationEditBodySchema,
  generationListSchema,
  generationPatchSchema,
  generationSchema,
  idParamSchema,
} from '#shared/generator/schemas.ts'
import { testPackBodySchema } from '#shared/generator/test-pack.ts'
import { matchesEtag } from '../../lib/public-cache.ts'
import { requireUser } from '../../plugins/guards.ts'
import { editGeneration } from './edit.service.ts'
import { readGenerationImage } from './generation-image.ts'
import { deleteGeneration, getGeneration, listGenerations, patchGeneration } from './generations.service.ts'
import { acceptInSlot } from './in-flight.ts'
import { retryGeneration } from './retry.service.ts'
import { buildTestPack } from './test-pack.service.ts'
import { versionsRoutes } from './versions.routes.ts'

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema }
/** A mask painted at the picture's size (up to 4K) as a PNG data URL; its decoded bytes are capped at 10 MB. */
const EDIT_BODY_LIMIT = 15 * 1024 * 1024

/** The caller's own thumbnails; anyone else's answer 404, whoever asks (an admin may read the image). */
export const generationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser)
  await app.register(versionsRoutes)

  app.get(
    '',
    {
      schema: {
        tags: ['generator'],
        summary: 'My thumbnails, newest first',
        querystring: pageQuerySchema,
        response: { 200: generationListSchema, ...errors },
      },
    },
    (request) => listGenerations(app.deps.db, request.user.id, request.query),
  )

  app.get(
    '/:id',
    {
      schema: {
        tags: ['generator'],
        summary: 'One of my thumbnails',
        params: idParamSchema,
        response: { 200: generationSchema, ...errors },
      },
    },
    (request) => getGeneration(app.deps.db, request.user.id, request.params.id),
  )

  app.get(
    '/:id/image',
    {
      schema: {
        tags: ['generator'],
        summary:
          'The thumbnail file, for its owner and for an admin (decision 053; anyone else 404); ?size=small is a JPEG at most 480 px on its long side, for lists; ?download=1 sends it as an attachment named youtube-thumbnail-{n}-{timestamp}.{ext}; ETag, 304',
        params: idParamSchema,
        querystring: z.object({
          download: z.enum(['0', '1']).optional(),
          size: z.enum(['full', 'small']).default('full'),
        }),
        response: {
          200: z.any().describe('image/jpeg or image/png bytes'),
          304: z.null(),
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { size, download } = request.query
      const image = await readGenerationImage(app.deps, request.user, request.params.id, size)
      reply.header('etag', image.etag).header('cache-control', 'private, no-cache')
      if (matchesEtag(request.headers['if-none-match'], image.etag)) return reply.code(304).send(null)
      const { bytes, mimeType } = await image.read()
      const disposition = download === '1' ? 'attachment' : 'inline'
      const name = size === 'small' ? image.downloadName.replace(/\.\w+$/, '-small.jpg') : image.downloadName
      return reply
        .type(mimeType)
        .header('content-disposition', `${disposition}; filename="${name}"`)
        .send(bytes)
    },
  )

  app.post(
    '/test-pack',
    {
      schema: {
        tags: ['generator'],
        summary:
          'Test & Compare pack: 2 or 3 of my 16:9 thumbnails as one zip of 1280×720 JPEGs under 2 MB each (a-{title}.jpg, b-…, c-…)',
        body: testPackBodySchema,
        response: {
          200: z.any().describe('application/zip, attachment youtube-test-compare-{timestamp}.zip'),
          ...errors,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const pack = await buildTestPack(app.deps, request.user.id, request.body.ids)
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${pack.filename}"`)
        .header('cache-control', 'no-store')
        .send(pack.stream)
    },
  )

  app.patch(
    '/:id',
    {
      schema: {
        tags: ['generator'],
        summary:
          'New text, overlay or layout, re-composited from the stored background and subject as a new version, the one it replaces kept (free: no AI call, no credit); 400 for a layout of the other aspect',
        params: idParamSchema,
        body: generationPatchSchema,
        response: { 200: generationSchema, ...errors, 409: errorBodySchema, 422: errorBodySchema },
      },
    },
    (request) => patchGeneration(app.deps, request.user.id, request.params.id, request.body),
  )

  app.post(
    '/:id/edit',
    {
      bodyLimit: EDIT_BODY_LIMIT,
      config: { rateLimit: { max: app.deps.config.generatorRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['generator'],
        summary:
          'Edit with AI (Gemini only): spend 1 credit and queue a new version of this thumbnail, its stored background changed by the instruction (and the optional PNG mask: white = change) and our text set again; 202 at once, follow it at /api/generator/batches/{batchId}. 409 EDIT_NOT_READY unless finished, 409 EDIT_NEEDS_GEMINI offline, 402 without credit; a failure is refunded once',
        params: idParamSchema,
        body: generationEditBodySchema,
        response: {
          202: generateResponseSchema,
          ...errors,
          402: errorBodySchema,
          409: errorBodySchema,
          413: errorBodySchema,
          429: errorBodySchema,
          500: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const accepted = await acceptInSlot(app.deps.inFlight, request.user.id, () =>
        editGeneration({ ...app.deps, log: request.log }, request.user.id, request.params.id, request.body),
      )
      return reply.code(202).send(accepted)
    },
  )

  app.post(
    '/:id/retry',
    {
      config: { rateLimit: { max: app.deps.config.generatorRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['generator'],
        summary:
          'Retry a failed thumbnail: spend 1 credit (the failure was refunded) and queue one image with the same prompt and settings on the provider that runs now; 202 at once. 409 unless failed, or when it used uploaded pictures or was an edit; 402 without credit; a failure is refunded once',
        params: idParamSchema,
        response: {
          202: generateResponseSchema,
          ...errors,
          402: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
          500: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const accepted = await acceptInSlot(app.deps.inFlight, request.user.id, () =>
        retryGeneration({ ...app.deps, log: request.log }, request.user.id, request.params.id),
      )
      return reply.code(202).send(accepted)
    },
  )

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['generator'],
        summary: 'Delete one of my thumbnails and its files',
        params: idParamSchema,
        response: { 204: z.null(), ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      await deleteGeneration(app.deps, request.user.id, request.params.id)
      return reply.code(204).send(null)
    },
  )
}
