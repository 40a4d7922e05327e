import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '#shared/common/errors.ts'
import { handlePaypalWebhook, type WebhookEvent } from './webhook.service.ts'

const rawBodies = new WeakMap<object, string>()

/**
 * POST /api/webhooks/paypal. No session: PayPal calls it, and its signature is checked through
 * PayPal's verify API, which needs the body exactly as it arrived, hence the raw-keeping parser.
 */
export const paypalWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    try {
      const text = typeof body === 'string' ? body : body.toString('utf8')
      rawBodies.set(request, text)
      done(null, JSON.parse(text))
    } catch {
      const error = new Error('Body is not valid JSON') as Error & { statusCode: number }
      error.statusCode = 400
      done(error, undefined)
    }
  })

  app.post(
    '/paypal',
    {
      schema: {
        tags: ['billing'],
        summary:
          'PayPal webhook: verified, de-duplicated by event id; capture completed/denied/refunded/reversed',
        body: z.looseObject({}),
        response: {
          200: z.object({
            received: z.literal(true),
            outcome: z.enum(['processed', 'duplicate', 'ignored']),
          }),
          400: errorBodySchema,
          409: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request) => {
      const outcome = await handlePaypalWebhook(app.deps, request.log, {
        headers: request.headers,
        rawBody: rawBodies.get(request) ?? JSON.stringify(request.body),
        event: request.body as WebhookEvent,
      })
      return { received: true as const, outcome }
    },
  )
}
