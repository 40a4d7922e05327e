import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { EngineState } from './probe.ts'

/** What anyone may see of an engine: never the reason it failed (admins read that on the dashboard). */
const engineSchema = z.object({
  name: z.enum(['database', 'redis', 'files', 'queue']),
  kind: z.string().optional(),
  ok: z.boolean(),
  latencyMs: z.number(),
  /** When the background probe measured this (ISO 8601). */
  checkedAt: z.string(),
})

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  /** The database engine's state, as before the other engines joined (load balancers and scripts read it). */
  database: z.object({
    ok: z.boolean(),
    kind: z.enum(['pglite', 'postgres']),
    latencyMs: z.number(),
    checkedAt: z.string(),
  }),
  /** Every engine this instance runs: the database, the files, and Redis and the queue when configured. */
  engines: z.array(engineSchema),
})

const publicView = (engine: EngineState) => ({
  name: engine.name,
  kind: engine.kind,
  ok: engine.ok,
  latencyMs: engine.latencyMs,
  checkedAt: engine.checkedAt.toISOString(),
})

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        tags: ['health'],
        summary:
          'Liveness, and whether each engine (database, files, Redis, queue) answered its last background probe (503 when one did not, or its probe is stuck)',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const state = await app.deps.health.current()
      const database = state.engines.find((engine) => engine.name === 'database')
      const body = {
        status: state.ok ? ('ok' as const) : ('degraded' as const),
        database: {
          ok: database?.ok ?? false,
          kind: app.deps.dbKind,
          latencyMs: database?.latencyMs ?? 0,
          checkedAt: (database?.checkedAt ?? new Date()).toISOString(),
        },
        engines: state.engines.map(publicView),
      }
      return reply.status(state.ok ? 200 : 503).send(body)
    },
  )
}
