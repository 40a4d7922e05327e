import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { lastBillingDetailsSchema } from '#shared/billing/orders.ts'
import { errorBodySchema } from '#shared/common/errors.ts'
import { requireUser } from '../../plugins/guards.ts'
import { lastBillingDetails } from './billing-details.service.ts'

/** /api/billing-details: checkout's pre-fill, the caller's own and nobody else's (an admin too). */
export const billingDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser)

  app.get(
    '',
    {
      schema: {
        tags: ['billing'],
        summary:
          'The full name, address and country of my last order (package or item), to pre-fill checkout; null before my first order',
        response: { 200: lastBillingDetailsSchema, 401: errorBodySchema },
      },
    },
    (request) => lastBillingDetails(app.deps.db, request.user.id),
  )
}
