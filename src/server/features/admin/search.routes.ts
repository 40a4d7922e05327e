import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { adminSearchQuerySchema, adminSearchResultSchema } from '#shared/admin/search.ts'
import { errorBodySchema } from '#shared/common/errors.ts'
import { boundedRead } from '../../lib/bounded-read.ts'
import { requireAdmin } from '../../plugins/guards.ts'
import { searchBackOffice } from './search.service.ts'

/** /api/admin/search: one box across users, orders, item orders and tickets. */
export const adminSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin)

  app.get(
    '',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Users, orders, item orders and tickets matching an e-mail, name, order id, PayPal transaction id or item code',
        querystring: adminSearchQuerySchema,
        response: {
          200: adminSearchResultSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    (request) => boundedRead(app.deps, (db) => searchBackOffice(db, request.query.q)),
  )
}
