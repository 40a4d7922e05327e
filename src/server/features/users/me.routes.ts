import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '#shared/errors.ts'
import { ledgerPageSchema, meAnswerSchema, meSchema } from '#shared/schemas/me.ts'
import { pageQuerySchema } from '#shared/schemas/paging.ts'
import { profileUpdateSchema } from '#shared/schemas/profile.ts'
import { requireUser } from '../../plugins/guards.ts'
import { listLedgerHistory } from '../billing/ledger-history.ts'
import { findMe, getMe } from './me.service.ts'
import { updateProfile } from './profile.service.ts'

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  // Not guarded: every page load asks, signed in or not, and a signed-out visitor gets `null`
  // rather than an error status that would land in the browser console.
  app.get(
    '',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user, or null for a signed-out visitor',
        response: { 200: meAnswerSchema },
      },
    },
    async (request) => {
      const user = await request.sessionUser()
      return user ? findMe(app.deps.db, user.id) : null
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
