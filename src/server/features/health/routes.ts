import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    ok: z.boolean(),
    kind: z.enum(['pglite', 'postgres']),
    latencyMs: z.number(),
    /** When the background probe measured this (ISO 8601). */
    checkedAt: z.string(),
  }),
})

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        tags: ['health'],
        summary:
          'Liveness, and whether the database could read its core tables at the last background probe (503 when not, or when the probe is stuck)',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const state = await app.deps.health.current()
      const body = {
        status: state.ok ? ('ok' as const) : ('degraded' as const),
        database: {
          ok: state.ok,
          kind: app.deps.dbKind,
          latencyMs: state.latencyMs,
          checkedAt: state.checkedAt.toISOString(),
        },
      }
      return reply.status(state.ok ? 200 : 503).send(body)
    },
  )
}
