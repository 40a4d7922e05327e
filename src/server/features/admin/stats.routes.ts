import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '#shared/errors.ts'
import { adminStatsSchema } from '#shared/schemas/admin-stats.ts'
import { requireAdmin } from '../../plugins/guards.ts'
import { getAdminStats } from './stats.service.ts'

export const adminStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin)

  app.get(
    '',
    {
      schema: {
        tags: ['admin'],
        summary: 'Dashboard counts and the last 30 days of revenue and thumbnails (counted in SQL)',
        response: { 200: adminStatsSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    () => getAdminStats(app.deps.db),
  )
}
