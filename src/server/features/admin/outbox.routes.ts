import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { outboxPageSchema } from '#shared/admin/outbox.ts'
import { errorBodySchema } from '#shared/common/errors.ts'
import { pageQuerySchema } from '#shared/common/paging.ts'
import { boundedRead } from '../../lib/bounded-read.ts'
import { requireAdmin } from '../../plugins/guards.ts'
import { listOutbox } from './outbox.service.ts'

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin)

  app.get(
    '/outbox',
    {
      schema: {
        tags: ['admin'],
        summary: 'E-mails the app queued or sent, newest first',
        querystring: pageQuerySchema,
        response: {
          200: outboxPageSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    (request) => boundedRead(app.deps, (db) => listOutbox(db, request.query)),
  )
}
