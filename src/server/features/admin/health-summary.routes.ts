import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { adminHealthSchema } from '#shared/admin/health-summary.ts'
import { errorBodySchema } from '#shared/common/errors.ts'
import { boundedRead } from '../../lib/bounded-read.ts'
import { requireAdmin } from '../../plugins/guards.ts'
import { getAdminHealth } from './health-summary.service.ts'

/** /api/admin/health-summary: the dashboard's "Health at a glance". */
export const adminHealthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin)

  app.get(
    '',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Mail backlog and failures, failing Gemini keys, failed generations (24 h), refunds pending, each engine, simulated payments',
        response: {
          200: adminHealthSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async () => {
      const summary = await boundedRead(app.deps, (db) =>
        getAdminHealth(db, Boolean(app.deps.config.smtpUrl)),
      )
      const { engines } = await app.deps.health.current()
      return {
        ...summary,
        engines: engines.map(({ stuck: _stuck, checkedAt, ...engine }) => ({
          ...engine,
          checkedAt: checkedAt.toISOString(),
        })),
      }
    },
  )
}
