import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '#shared/common/errors.ts'
import { pageQuerySchema } from '#shared/common/paging.ts'
import { customerViewSchema } from '#shared/users/customer.ts'
import { ledgerPageSchema } from '#shared/users/me.ts'
import {
  adminUserSchema,
  userIdParamsSchema,
  userListQuerySchema,
  userPageSchema,
  userUpdateSchema,
} from '#shared/users/schemas.ts'
import { boundedRead } from '../../lib/bounded-read.ts'
import { requireAdmin } from '../../plugins/guards.ts'
import { getCustomerView, listCustomerLedger } from './customer.service.ts'
import { deleteUser, listUsers, updateUser } from './users.service.ts'

const denied = { 401: errorBodySchema, 403: errorBodySchema }

/** /api/users: the admin users screen. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin)

  app.get(
    '',
    {
      schema: {
        tags: ['users'],
        summary: 'Users, searched (name, e-mail, role, membership), sorted and paged; newest first',
        querystring: userListQuerySchema,
        response: { 200: userPageSchema, 400: errorBodySchema, ...denied, 503: errorBodySchema },
      },
    },
    (request) => boundedRead(app.deps, (db) => listUsers(db, request.query)),
  )

  app.get(
    '/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'One customer: profile and role, orders, tickets, thumbnail runs and messages sent to them',
        params: userIdParamsSchema,
        response: { 200: customerViewSchema, ...denied, 404: errorBodySchema },
      },
    },
    (request) => getCustomerView(app.deps.db, request.params.id),
  )

  app.get(
    '/:id/ledger',
    {
      schema: {
        tags: ['users'],
        summary: 'One customer’s credit history, newest first, with who made each change and why',
        params: userIdParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: ledgerPageSchema, 400: errorBodySchema, ...denied, 404: errorBodySchema },
      },
    },
    (request) => listCustomerLedger(app.deps.db, request.params.id, request.query),
  )

  app.put(
    '/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Edit a user’s name, role, membership and credits (a credit change is one ledger entry)',
        params: userIdParamsSchema,
        body: userUpdateSchema,
        response: {
          200: adminUserSchema,
          400: errorBodySchema,
          ...denied,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    (request) => updateUser(app.deps, request.user.id, request.params.id, request.body),
  )

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Delete a user and revoke their sessions (orders and tickets are kept)',
        params: userIdParamsSchema,
        response: {
          200: z.object({ deleted: z.literal(true) }),
          ...denied,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => {
      await deleteUser(app.deps, request.user.id, request.params.id)
      return { deleted: true as const }
    },
  )
}
