import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '#shared/common/errors.ts'
import { generatorMessages } from '#shared/generator/defaults.ts'
import { previewBodySchema } from '#shared/generator/schemas.ts'
import { AppError } from '../../lib/app-error.ts'
import { keepLargeJsonUnparsed, validateUnlessUnparsed } from '../../lib/large-json-body.ts'
import { createRefusalMemo } from '../../lib/refusal-memo.ts'
import { requireGeneratorUser } from './guard.ts'
import { composePreview } from './preview.service.ts'
import { previewInput } from './preview-body.ts'

/**
 * POST /api/generator/preview, in its own scope: a body carrying a reference picture is parsed on
 * an image thread (lib/large-json-body.ts), so a stream of heavy previews from one account costs
 * the event loop, which serves everyone, next to nothing.
 */
export const previewRoutes: FastifyPluginAsyncZod<{ bodyLimit: number }> = async (app, { bodyLimit }) => {
  keepLargeJsonUnparsed(app)
  /**
   * Per user, not per address: a household or an office behind one address must not share one
   * budget of previews. Counted at preHandler, after the sign-in check (onRequest) and the body's
   * validation, so neither anonymous callers nor bad bodies reach a user's bucket. Someone already
   * refused is refused again before their body is read: reading refused 30 MB bodies is what let
   * one account's flood stall everyone's previews.
   */
  const refusals = createRefusalMemo()
  const previewRateLimit = {
    max: app.deps.config.generatorPreviewRateLimitPerMinute,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `generator-preview:${request.user.id}`,
    errorResponseBuilder: (request: FastifyRequest, context: { ttl: number }) => {
      refusals.refused(request.user.id, context.ttl)
      return new AppError('RATE_LIMITED', generatorMessages.previewRateLimited)
    },
  }
  /**
   * Refuses, before the body is read, an account the limit has refused or whose image line is full.
   * The connection is closed with the answer: kept open, the server would still have to read the
   * unread body (up to 30 MB) only to throw it away before the next request on it.
   */
  const refuseAtTheDoor = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      const seconds = refusals.secondsLeft(request.user.id)
      if (seconds > 0) {
        reply.header('retry-after', String(seconds))
        throw new AppError('RATE_LIMITED', generatorMessages.previewRateLimited)
      }
      app.deps.images.assertRoom({ key: request.user.id })
    } catch (error) {
      if (hasUnreadBody(request)) reply.header('connection', 'close')
      throw error
    }
  }

  app.post(
    '/preview',
    {
      onRequest: [requireGeneratorUser, refuseAtTheDoor],
      bodyLimit,
      config: { rateLimit: previewRateLimit },
      validatorCompiler: validateUnlessUnparsed,
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
      const owner = { key: request.user.id }
      const body = await previewInput(app.deps.images, request.body, owner)
      const bytes = await composePreview(app.deps, request.user.id, body)
      // Each answer belongs to one moment of one form: nothing may cache or replay it.
      return reply.type('image/jpeg').header('cache-control', 'no-store').send(bytes)
    },
  )
}

const hasUnreadBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0
