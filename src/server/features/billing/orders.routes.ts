import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { createItemOrderSchema } from '#shared/billing/items.ts'
import {
  captureBodySchema,
  captureResultSchema,
  createOrderSchema,
  itemOrderPageSchema,
  itemOrderSchema,
  orderIdParamsSchema,
  orderListQuerySchema,
  orderPageSchema,
  orderSchema,
  providerOrderSchema,
} from '#shared/billing/orders.ts'
import { errorBodySchema } from '#shared/common/errors.ts'
import { isAdmin } from '#shared/common/roles.ts'
import type { DbOrTx } from '../../db/client.ts'
import { boundedRead } from '../../lib/bounded-read.ts'
import { isLoopbackPeer } from '../../lib/loopback-peer.ts'
import { requireAdmin, requireUser } from '../../plugins/guards.ts'
import { createItemOrder, createPackageOrder } from './checkout.service.ts'
import { type OrderKind, toItemOrder, toOrder } from './order-view.ts'
import { deleteOrder, findOrderFor, listOrders } from './orders.service.ts'
import { captureProviderOrder, createProviderOrder, simulateApproval } from './payments.service.ts'

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  402: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  502: errorBodySchema,
  503: errorBodySchema,
}

/**
 * /api/orders and /api/item-orders: the same routes over the two kinds of order. Every route
 * needs a signed-in caller; reads and payments are scoped to the caller's own orders (an admin
 * reads all), delete is admin-only and pending-only.
 */
function orderRoutes(kind: OrderKind): FastifyPluginAsyncZod {
  const isItem = kind === 'item'
  const view = isItem ? toItemOrder : toOrder
  const one = isItem ? itemOrderSchema : orderSchema
  const page = isItem ? itemOrderPageSchema : orderPageSchema
  const tags = ['billing']
  const noun = isItem ? 'item order' : 'package order'

  return async (app) => {
    app.addHook('onRequest', requireUser)
    const deps = app.deps

    app.post(
      '',
      {
        schema: {
          tags,
          summary: `Place a pending ${noun}, priced by the server (Sellers: 403)`,
          body: isItem ? createItemOrderSchema : createOrderSchema,
          response: { 201: one, ...errors },
        },
      },
      async (request, reply) => {
        const row = isItem
          ? await createItemOrder(deps, request.user, request.body as z.infer<typeof createItemOrderSchema>)
          : await createPackageOrder(deps, request.user, request.body as z.infer<typeof createOrderSchema>)
        return reply.code(201).send(view(row))
      },
    )

    app.get(
      '',
      {
        schema: {
          tags,
          summary: `Your ${noun}s (an admin sees all): search, sort, paging, status=pending`,
          querystring: orderListQuerySchema,
          response: { 200: page, ...errors },
        },
      },
      async (request) => {
        const { user, query } = request
        const read = (db: DbOrTx) => listOrders(db, kind, user, query)
        // Everyone's orders (an admin's list and search) is the long read that gets a timeout.
        const everyone = isAdmin(user.role) && !query.mine
        const { rows, ...paging } = everyone ? await boundedRead(deps, read) : await read(deps.db)
        // One route body serves both kinds; the response schema of this kind checks the rows.
        return { ...paging, items: rows.map((row) => view(row)) } as z.infer<typeof orderPageSchema>
      },
    )

    app.get(
      '/:orderId',
      {
        schema: {
          tags,
          summary: `One of your ${noun}s`,
          params: orderIdParamsSchema,
          response: { 200: one, ...errors },
        },
      },
      async (request) => view(await findOrderFor(deps.db, kind, request.user, request.params.orderId)),
    )

    app.delete(
      '/:orderId',
      {
        onRequest: requireAdmin,
        schema: {
          tags,
          summary: `Delete a pending ${noun} (admin); a paid one answers 409`,
          params: orderIdParamsSchema,
          response: { 200: z.object({ deleted: z.literal(true) }), ...errors },
        },
      },
      async (request) => {
        await deleteOrder(deps.db, kind, request.params.orderId)
        return { deleted: true as const }
      },
    )

    app.post(
      '/:orderId/payment',
      {
        schema: {
          tags,
          summary: 'Create the PayPal order for one of your pending orders; returns its id',
          params: orderIdParamsSchema,
          response: { 200: providerOrderSchema, ...errors },
        },
      },
      (request) => createProviderOrder(deps, kind, request.user, request.params.orderId),
    )

    app.post(
      '/:orderId/capture',
      {
        schema: {
          tags,
          summary: 'Capture the approved PayPal order, verify it and grant what was bought (idempotent)',
          params: orderIdParamsSchema,
          body: captureBodySchema,
          response: { 200: captureResultSchema, ...errors },
        },
      },
      (request) =>
        captureProviderOrder(
          deps,
          request.log,
          kind,
          request.user,
          request.params.orderId,
          request.body.paypalOrderId,
        ),
    )

    app.post(
      '/:orderId/simulate',
      {
        schema: {
          tags,
          summary:
            'Simulated mode only (never in production; from this machine only while APP_URL is local): approve and grant without PayPal',
          params: orderIdParamsSchema,
          response: { 200: captureResultSchema, ...errors },
        },
      },
      (request) =>
        simulateApproval(
          deps,
          request.log,
          kind,
          request.user,
          request.params.orderId,
          isLoopbackPeer(request),
        ),
    )
  }
}

export const packageOrderRoutes = orderRoutes('package')
export const itemOrderRoutes = orderRoutes('item')
