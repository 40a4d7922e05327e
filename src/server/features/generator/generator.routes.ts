import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '#shared/errors.ts'
import { categories } from '#shared/generator/categories.ts'
import { generatorMessages, REFERENCE_STYLES } from '#shared/generator/defaults.ts'
import {
  catalogSchema,
  enhanceBodySchema,
  enhanceResponseSchema,
  generateBodySchema,
  generateResponseSchema,
  previewBodySchema,
} from '#shared/schemas/generator.ts'
import { AppError } from '../../lib/app-error.ts'
import { assertImageRoomFor } from '../../lib/image-pool/pool.ts'
import { getAiSettings } from './ai-settings.service.ts'
import { batchRoutes } from './batch.routes.ts'
import { enhance } from './enhance.service.ts'
import { generate } from './generate.service.ts'
import { requireGeneratorUser } from './guard.ts'
import { acceptInSlot } from './in-flight.ts'
import { composePreview } from './preview.service.ts'

/**
 * A 10 MB reference as base64 is ~14 MB, and a run may carry two (the reference image and the
 * style reference); the rest of the form is small. Only these routes get it.
 */
const GENERATE_BODY_LIMIT = 30 * 1024 * 1024

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  402: errorBodySchema,
  404: errorBodySchema,
  413: errorBodySchema,
  429: errorBodySchema,
  502: errorBodySchema,
}

export const generatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = { max: app.deps.config.generatorRateLimitPerMinute, timeWindow: '1 minute' }
  /**
   * Per user, not per address: a household or an office behind one address must not share one
   * budget of previews. Counted at preHandler, after the sign-in check (onRequest) and the body's
   * validation, so neither anonymous callers nor bad bodies reach a user's bucket.
   */
  const previewRateLimit = {
    max: app.deps.config.generatorPreviewRateLimitPerMinute,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `generator-preview:${request.user.id}`,
    errorResponseBuilder: () => new AppError('RATE_LIMITED', generatorMessages.previewRateLimited),
  }

  app.get(
    '/catalog',
    {
      schema: {
        tags: ['generator'],
        summary: 'Categories with their prompt templates, reference styles, and which provider will run',
        response: { 200: catalogSchema },
      },
    },
    async () => ({
      categories: categories.map((c) => ({ name: c.name, templates: [...c.templates] })),
      referenceStyles: [...REFERENCE_STYLES],
      effectiveProvider: (await getAiSettings(app.deps.db)).effectiveProvider,
    }),
  )

  app.post(
    '/enhance',
    {
      onRequest: requireGeneratorUser,
      config: { rateLimit },
      schema: {
        tags: ['generator'],
        summary: 'Rewrite a hint (or a category) into a detailed image prompt',
        body: enhanceBodySchema,
        response: { 200: enhanceResponseSchema, ...errors },
      },
    },
    (request) => enhance(app.deps, request.body),
  )

  app.post(
    '/generate',
    {
      onRequest: requireGeneratorUser,
      bodyLimit: GENERATE_BODY_LIMIT,
      config: { rateLimit },
      schema: {
        tags: ['generator'],
        summary:
          'Spend 1 credit per image and queue the run; 202 at once with every result pending. Follow it at /batches/{batchId}(/events); every image that fails is refunded',
        body: generateBodySchema,
        response: {
          202: generateResponseSchema,
          ...errors,
          409: errorBodySchema,
          422: errorBodySchema,
          500: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const accepted = await acceptInSlot(app.deps.inFlight, request.user.id, () =>
        generate({ ...app.deps, log: request.log }, request.user.id, request.body),
      )
      return reply.code(202).send(accepted)
    },
  )

  await app.register(batchRoutes)

  app.post(
    '/preview',
    {
      // A full image line answers before the body (up to 30 MB of base64) is read and parsed.
      onRequest: [requireGeneratorUser, async (request) => assertImageRoomFor({ key: request.user.id })],
      bodyLimit: GENERATE_BODY_LIMIT,
      config: { rateLimit: previewRateLimit },
      schema: {
        tags: ['generator'],
        summary:
          'Free live preview: the composite at 640×360 (360×640 for Shorts) through the same compositor as the final image, over a neutral backdrop or the reference image; no provider call, no credit',
        body: previewBodySchema,
        response: {
          200: z.any().describe('image/jpeg bytes'),
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          413: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const bytes = await composePreview(app.deps, request.user.id, request.body)
      // Each answer belongs to one moment of one form: nothing may cache or replay it.
      return reply.type('image/jpeg').header('cache-control', 'no-store').send(bytes)
    },
  )
}
