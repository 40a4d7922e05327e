import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import { spendCredits } from '#server/core/credit-ledger.ts'
import {
  capturePaypalPayment,
  firstPackage,
  orderRow,
  placePackageOrder,
  startPaypalPayment,
} from './billing.ts'
import { cleanUpLater } from './clean-up.ts'
import { createAdmin, createUser, type TestUser } from './factories.ts'
import { configurePaypal, startFakePaypal } from './fake-paypal.ts'
import { createTestApp } from './test-app.ts'

/**
 * A shop whose PayPal client talks to a fresh fake PayPal server: the app, its admin and its first
 * package. PayPal is set up in the admin panel unless `configured` is false.
 */
export async function paypalShop(options: { configured?: boolean } = {}) {
  const fake = await startFakePaypal()
  cleanUpLater(() => fake.close())
  const { app } = await createTestApp({ PAYPAL_API_BASE_URL: fake.url })
  const admin = await createAdmin(app)
  if (options.configured !== false) await configurePaypal(app, admin, fake)
  return { fake, app, admin, pkg: await firstPackage(app) }
}

/** A new buyer who paid for a package through PayPal, with `spent` of its credits used since. */
export async function paidPaypalOrder(app: FastifyInstance, packageId: string, spent = 0) {
  const user = await createUser(app, { credits: 0 })
  const order = await placePackageOrder(app, user, packageId)
  const paypalOrderId = await startPaypalPayment(app, user, 'orders', order.orderId)
  const captured = await capturePaypalPayment(app, user, 'orders', order.orderId, paypalOrderId)
  expect(captured.statusCode, captured.body).toBe(200)
  if (spent > 0)
    await spendCredits(app.deps.db, {
      userId: user.id,
      amount: spent,
      reason: 'generation',
      idempotencyKey: `test-spend:${order.orderId}`,
    })
  const row = await orderRow(app, order.orderId)
  return { user, order, captureId: row.paypalTransactionId as string }
}

/** Refunds an order from the admin's order page. */
export const refundOrder = (app: FastifyInstance, caller: TestUser, orderId: string, payload: object = {}) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refund`,
    headers: { cookie: caller.cookie },
    payload,
  })
