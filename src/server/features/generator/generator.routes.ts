import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '#shared/common/errors.ts'
import { categories } from '#shared/generator/categories.ts'
import { REFERENCE_STYLES } from '#shared/generator/defaults.ts'
import {
  catalogSchema,
  enhanceBodySchema,
  enhanceResponseSchema,
  generateBodySchema,
  generateResponseSchema,
} from '#shared/generator/schemas.ts'
import { getAiSettings } from './ai-settings.service.ts'
import { batchRoutes } from './batch.routes.ts'
import { enhance } from './enhance.service.ts'
import { generate } from './generate.service.ts'
import { requireGeneratorUser } from './guard.ts'
import { acceptInSlot } from './in-flight.ts'
import { previewRoutes } from './preview.routes.ts'

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

  await app.register(previewRoutes, { bodyLimit: GENERATE_BODY_LIMIT })
}
