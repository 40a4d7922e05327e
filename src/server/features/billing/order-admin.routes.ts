import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  orderDetailSchema,
  receiptSchema,
  refundInputSchema,
  refundResultSchema,
  sellerSettingsSchema,
} from '#shared/billing/order-admin.ts'
import { orderIdParamsSchema } from '#shared/billing/orders.ts'
import { errorBodySchema } from '#shared/common/errors.ts'
import { requireAdmin, requireUser } from '../../plugins/guards.ts'
import { getOrderDetail } from './order-detail.service.ts'
import { refundOrder } from './order-refund.service.ts'
import { getReceipt, loadSellerSettings, saveSellerSettings, sendReceipt } from './receipts.service.ts'

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  502: errorBodySchema,
}
const tags = ['billing']

/** /api/admin/orders/{orderId}: the operator's order page, its refund and its receipt (admin). */
export const orderAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin)
  const deps = app.deps

  app.get(
    '/:orderId',
    {
      schema: {
        tags,
        summary: 'One package or item order: buyer, capture, credits granted and taken back, timeline',
        params: orderIdParamsSchema,
        response: { 200: orderDetailSchema, ...errors },
      },
    },
    (request) => getOrderDetail(deps.db, request.params.orderId),
  )

  app.post(
    '/:orderId/refund',
    {
      schema: {
        tags,
        summary:
          'Refund the captured payment through PayPal (whole remainder, or amountCents); takes back the unspent share of the credits once',
        params: orderIdParamsSchema,
        body: refundInputSchema,
        response: { 200: refundResultSchema, ...errors },
      },
    },
    (request) => refundOrder(deps, request.user, request.params.orderId, request.body),
  )

  app.post(
    '/:orderId/receipt',
    {
      schema: {
        tags,
        summary: 'E-mail the receipt of a paid order to its buyer again',
        params: orderIdParamsSchema,
        response: { 200: z.object({ sent: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await sendReceipt(deps, request.params.orderId)
      return { sent: true as const }
    },
  )
}

/** /api/receipts/{orderId}: a paid order's receipt, for its buyer or an admin. */
export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser)
  app.get(
    '/:orderId',
    {
      schema: {
        tags,
        summary: 'The receipt of one of your paid orders (an admin reads any)',
        params: orderIdParamsSchema,
        response: { 200: receiptSchema, ...errors },
      },
    },
    (request) => getReceipt(app.deps.db, request.user, request.params.orderId),
  )
}

/** /api/receipt-settings: the seller details every receipt carries (admin). */
export const receiptSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin)
  app.get(
    '',
    {
      schema: {
        tags,
        summary: 'The seller named on receipts',
        response: { 200: sellerSettingsSchema, ...errors },
      },
    },
    () => loadSellerSettings(app.deps.db),
  )
  app.put(
    '',
    {
      schema: {
        tags,
        summary: 'Save the seller named on receipts (name, address, e-mail, VAT / tax id)',
        body: sellerSettingsSchema,
        response: { 200: sellerSettingsSchema, ...errors },
      },
    },
    (request) => saveSellerSettings(app.deps, request.body),
  )
}
