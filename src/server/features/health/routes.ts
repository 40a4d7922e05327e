import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

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
        summary: 'Liveness and database reachability',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const started = performance.now()
      let ok = true
      try {
        await app.deps.db.execute(sql`select 1`)
      } catch (error) {
        ok = false
        app.log.error({ err: error }, 'health check: database unreachable')
      }
      const body = {
        status: ok ? ('ok' as const) : ('degraded' as const),
        database: {
          ok,
          kind: app.deps.dbKind,
          latencyMs: Math.round((performance.now() - started) * 10) / 10,
        },
      }
      return reply.status(ok ? 200 : 503).send(body)
    },
  )
}
