import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ledgerExportQuerySchema, orderExportQuerySchema } from '#shared/billing/exports.ts'
import { errorBodySchema } from '#shared/common/errors.ts'
import { csvHeaders } from '../../lib/csv.ts'
import { requireAdmin } from '../../plugins/guards.ts'
import { exportLedger, exportOrders } from './export.service.ts'

/** The body is a CSV stream, never serialized; the schema only says so in the API document. */
const csvBody = z.any().describe('text/csv')
const errors = {
  200: csvBody,
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  503: errorBodySchema,
}

/** /api/admin/export: CSV downloads of the order lists (with their filters) and the credit ledger. */
export const billingExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin)

  for (const [path, kind, what] of [
    ['/orders.csv', 'package', 'orders'],
    ['/item-orders.csv', 'item', 'item-orders'],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags: ['admin'],
          summary: `Every ${what.replace('-', ' ')} matching the list's search and filters, as CSV (streamed)`,
          querystring: orderExportQuerySchema,
          response: errors,
        },
      },
      (request, reply) => {
        reply.headers(csvHeaders(what)).send(exportOrders(app.deps, kind, request.user, request.query))
      },
    )
  }

  app.get(
    '/ledger.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'The credit ledger (one user’s with userId, or everyone’s), as CSV (streamed)',
        querystring: ledgerExportQuerySchema,
        response: errors,
      },
    },
    (request, reply) => {
      reply.headers(csvHeaders('ledger')).send(exportLedger(app.deps, request.query))
    },
  )
}
