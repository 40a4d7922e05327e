import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import { creditLedger, orders, users } from '#server/db/schema.ts'
import type { ItemOrder, Order } from '#shared/billing/orders.ts'
import type { Package } from '#shared/billing/packages.ts'
import type { TestUser } from './factories.ts'

export const billing = { fullName: 'Ada Buyer', address: '1 Main Street', country: 'Canada' }

export async function firstPackage(app: FastifyInstance): Promise<Package> {
  const list = (await app.inject({ method: 'GET', url: '/api/packages' })).json<Package[]>()
  const pkg = list[0]
  if (!pkg) throw new Error('no packages seeded')
  return pkg
}

/** Places a package order through the API, as the checkout page does. */
export async function placePackageOrder(
  app: FastifyInstance,
  user: TestUser,
  packageId: string,
): Promise<Order> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie: user.cookie },
    payload: { packageId, ...billing },
  })
  if (response.statusCode !== 201) throw new Error(`order failed: ${response.statusCode} ${response.body}`)
  return response.json<Order>()
}

export async function placeItemOrder(
  app: FastifyInstance,
  user: TestUser,
  itemId: string,
): Promise<ItemOrder> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/item-orders',
    headers: { cookie: user.cookie },
    payload: { itemId, ...billing },
  })
  if (response.statusCode !== 201)
    throw new Error(`item order failed: ${response.statusCode} ${response.body}`)
  return response.json<ItemOrder>()
}

export async function balanceOf(app: FastifyInstance, userId: string): Promise<number> {
  const [row] = await app.deps.db
    .select({ balance: users.creditBalance })
    .from(users)
    .where(eq(users.id, userId))
  return row?.balance ?? -1
}

/** The purchase entries the ledger holds for a user (one per granted capture). */
export async function purchaseEntries(app: FastifyInstance, userId: string) {
  return app.deps.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, 'purchase')))
}

export async function orderRow(app: FastifyInstance, orderId: string) {
  const [row] = await app.deps.db.select().from(orders).where(eq(orders.orderId, orderId))
  if (!row) throw new Error(`no order ${orderId}`)
  return row
}

export type OrderKind = 'orders' | 'item-orders'

/** Starts the PayPal payment of an order, as the buttons' createOrder does; answers PayPal's order id. */
export async function startPaypalPayment(
  app: FastifyInstance,
  user: TestUser,
  kind: OrderKind,
  orderId: string,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/${kind}/${orderId}/payment`,
    headers: { cookie: user.cookie },
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ paypalOrderId: string }>().paypalOrderId
}

/** Asks the server to capture an approved PayPal order, as the buttons' onApprove does. */
export const capturePaypalPayment = (
  app: FastifyInstance,
  user: TestUser,
  kind: OrderKind,
  orderId: string,
  paypalOrderId: string,
) =>
  app.inject({
    method: 'POST',
    url: `/api/${kind}/${orderId}/capture`,
    headers: { cookie: user.cookie },
    payload: { paypalOrderId },
  })
