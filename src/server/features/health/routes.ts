import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { checkDatabase } from './service.ts'

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ ok: z.boolean(), kind: z.enum(['pglite', 'postgres']), latencyMs: z.number() }),
})

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness, and whether the database can read its core tables (503 when not)',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const check = await checkDatabase(app.deps.db)
      if (!check.ok)
        app.log.error({ err: check.error }, 'health check: the database cannot read its core tables')
      const body = {
        status: check.ok ? ('ok' as const) : ('degraded' as const),
        database: { ok: check.ok, kind: app.deps.dbKind, latencyMs: check.latencyMs },
      }
      return reply.status(check.ok ? 200 : 503).send(body)
    },
  )
}
