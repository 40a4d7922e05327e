import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { type AdminStats, adminStatsSchema } from '#shared/admin/stats.ts'
import { errorBodySchema } from '#shared/common/errors.ts'
import { boundedRead } from '../../lib/bounded-read.ts'
import { createCache } from '../../lib/cache.ts'
import { requireAdmin } from '../../plugins/guards.ts'
import { getAdminStats } from './stats.service.ts'

export const adminStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin)

  // The figures count whole tables; a dashboard left open, or several admins, would recount them
  // on every visit. They may be this many seconds old (ADMIN_STATS_CACHE_SECONDS, docs/queries.md).
  const dashboardFigures = createCache<AdminStats>({ max: 1, ttlMs: app.deps.config.adminStatsCacheMs })
  const readFigures = () => boundedRead(app.deps, (db) => getAdminStats(db))

  app.get(
    '',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Dashboard counts and the last 30 days of revenue and thumbnails (counted in SQL, kept up to 30 s)',
        response: { 200: adminStatsSchema, 401: errorBodySchema, 403: errorBodySchema, 503: errorBodySchema },
      },
    },
    () => dashboardFigures.load('figures', readFigures),
  )
}
