import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '#shared/errors.ts'
import { ledgerPageSchema, meSchema } from '#shared/schemas/me.ts'
import { pageQuerySchema } from '#shared/schemas/paging.ts'
import { profileUpdateSchema } from '#shared/schemas/profile.ts'
import { requireUser } from '../../plugins/guards.ts'
import { getMe, listMyLedger } from './me.service.ts'
import { updateProfile } from './profile.service.ts'

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser)

  app.get(
    '',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        response: { 200: meSchema, 401: errorBodySchema },
      },
    },
    (request) => getMe(app.deps.db, request.user.id),
  )

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
    (request) => listMyLedger(app.deps.db, request.user.id, request.query),
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
      await updateProfile(app.deps.db, request.user.id, request.body)
      return getMe(app.deps.db, request.user.id)
    },
  )
}
