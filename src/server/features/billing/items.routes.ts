import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { adminItemSchema, itemAccessSchema, itemInputSchema, itemSchema } from '#shared/billing/items.ts'
import { orderIdParamsSchema } from '#shared/billing/orders.ts'
import { errorBodySchema } from '#shared/common/errors.ts'
import { requireAdmin, requireUser } from '../../plugins/guards.ts'
import { accessByItem, accessByOrder } from './item-access.service.ts'
import {
  createItem,
  deleteItem,
  findItemRow,
  listItemRows,
  toAdminItem,
  toItem,
  updateItem,
} from './items.service.ts'

const idParams = z.object({ id: z.string().min(1).max(64) })
const itemRefParams = z.object({ itemId: z.string().min(1).max(64) })
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
}

/** /api/items: the public catalogue (never accessUrl or guidelines), admin CRUD, buyer access. */
export const itemsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps

  app.get(
    '',
    { schema: { tags: ['billing'], summary: 'The item catalogue', response: { 200: z.array(itemSchema) } } },
    async () => (await listItemRows(db)).map(toItem),
  )

  app.get(
    '/admin',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['billing'],
        summary: 'Every item with its accessUrl and guidelines (admin)',
        response: { 200: z.array(adminItemSchema), ...errors },
      },
    },
    async () => (await listItemRows(db)).map(toAdminItem),
  )

  app.get(
    '/:id',
    {
      schema: {
        tags: ['billing'],
        summary: 'One item, by id or itemId code',
        params: idParams,
        response: { 200: itemSchema, 404: errorBodySchema },
      },
    },
    async (request) => toItem(await findItemRow(db, request.params.id)),
  )

  app.get(
    '/:itemId/access',
    {
      onRequest: requireUser,
      schema: {
        tags: ['billing'],
        summary: 'The accessUrl and guidelines, for a buyer with a paid order of this item (else 403)',
        params: itemRefParams,
        response: { 200: itemAccessSchema, ...errors },
      },
    },
    (request) => accessByItem(db, request.user, request.params.itemId),
  )

  app.post(
    '',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['billing'],
        summary: 'Add an item (admin)',
        body: itemInputSchema,
        response: { 201: adminItemSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await createItem(db, request.body)),
  )

  app.put(
    '/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['billing'],
        summary: 'Edit an item (admin)',
        params: idParams,
        body: itemInputSchema,
        response: { 200: adminItemSchema, ...errors },
      },
    },
    (request) => updateItem(db, request.params.id, request.body),
  )

  app.delete(
    '/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['billing'],
        summary: 'Delete an item (admin); orders keep what they sold',
        params: idParams,
        response: { 200: z.object({ deleted: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await deleteItem(db, request.params.id)
      return { deleted: true as const }
    },
  )
}

/** GET /api/item-orders/{orderId}/access: the buyer's paid order only. */
export const itemOrderAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:orderId/access',
    {
      onRequest: requireUser,
      schema: {
        tags: ['billing'],
        summary: 'The accessUrl and guidelines of your paid item order (unpaid: 403; not yours: 404)',
        params: orderIdParamsSchema,
        response: { 200: itemAccessSchema, ...errors },
      },
    },
    (request) => accessByOrder(app.deps.db, request.user, request.params.orderId),
  )
}
