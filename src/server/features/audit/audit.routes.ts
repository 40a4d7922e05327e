import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { auditPageSchema, auditQuerySchema } from '#shared/audit/schemas.ts'
import { errorBodySchema } from '#shared/common/errors.ts'
import { boundedRead } from '../../lib/bounded-read.ts'
import { requireAdmin } from '../../plugins/guards.ts'
import { listAudit } from './audit.service.ts'

/** /api/admin/audit: the append-only log of admin writes (decision 019). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin)

  app.get(
    '',
    {
      schema: {
        tags: ['admin'],
        summary: 'Admin writes, newest first: who, when, what and the changed fields (secrets masked)',
        querystring: auditQuerySchema,
        response: {
          200: auditPageSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    (request) => boundedRead(app.deps, (db) => listAudit(db, request.query)),
  )
}
