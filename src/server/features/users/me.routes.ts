import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { listLedgerHistory } from '#server/features/billing/index.ts'
import { errorBodySchema } from '#shared/common/errors.ts'
import { pageQuerySchema } from '#shared/common/paging.ts'
import { ledgerPageSchema, type Me, meAnswerSchema, meSchema } from '#shared/users/me.ts'
import { profileUpdateSchema } from '#shared/users/profile.ts'
import { securityHeaders } from '../../lib/hot-path.ts'
import { requireUser } from '../../plugins/guards.ts'
import { getMe } from './me.service.ts'
import type { MeCache } from './me-cache.ts'
import { updateProfile } from './profile.service.ts'

export const meRoutes: FastifyPluginAsyncZod<{ cache: MeCache }> = async (app, { cache }) => {
  // Not guarded: every page load asks, signed in or not, and a signed-out visitor gets `null`
  // rather than an error status that would land in the browser console. The answer comes from
  // memory (decision 021), already as JSON: it was checked against the schema when it was read.
  // helmet's headers are computed once rather than by its middleware on every request (hot-path.ts).
  const headers = await securityHeaders(app.deps.config)
  app.get(
    '',
    {
      helmet: false,
      schema: {
        tags: ['users'],
        summary: 'The signed-in user, or null for a signed-out visitor',
        response: { 200: meAnswerSchema },
      },
    },
    async (request, reply) => {
      reply.headers(headers)
      const user = await request.sessionUser()
      const answer = user ? await cache.get(user.id) : null
      // A string with a JSON content type is sent as it is. The type provider types send() by the
      // response schema, which this JSON already satisfied when it was made.
      const json = answer ? answer.json : 'null'
      return reply.type('application/json; charset=utf-8').send(json as unknown as Me)
    },
  )

  await app.register(meGuardedRoutes)
}

/** Everything else under /api/me: 401 for anonymous callers, before the body is read. */
const meGuardedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser)

  app.get(
    '/ledger',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user’s credit history, newest first',
        querystring: pageQuerySchema,
        response: { 200: ledgerPageSchema, 401: errorBodySchema },
      },
    },
    (request) => listLedgerHistory(app.deps.db, request.user.id, request.query),
  )

  app.put(
    '/profile',
    {
      schema: {
        tags: ['users'],
        summary: 'Update the caller’s own profile (never e-mail, role, credits or membership)',
        body: profileUpdateSchema,
        response: { 200: meSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      await updateProfile(app.deps, request.user.id, request.body)
      return getMe(app.deps.db, request.user.id)
    },
  )
}
