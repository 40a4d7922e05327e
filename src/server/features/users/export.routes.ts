import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { userExportQuerySchema } from '#shared/billing/exports.ts'
import { errorBodySchema } from '#shared/common/errors.ts'
import { csvHeaders } from '../../lib/csv.ts'
import { requireAdmin } from '../../plugins/guards.ts'
import { exportUsers } from './export.service.ts'

/** /api/admin/export/users.csv: the users screen's search, every matching user, as CSV. */
export const userExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin)

  app.get(
    '/users.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every user matching the users screen’s search, newest first, as CSV (streamed)',
        querystring: userExportQuerySchema,
        response: {
          200: z.any().describe('text/csv'),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    (request, reply) => {
      reply.headers(csvHeaders('users')).send(exportUsers(app.deps, request.query.search))
    },
  )
}
