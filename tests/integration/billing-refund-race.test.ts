import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { orderRefundHolds, orderRefunds } from '#server/db/schema.ts'
import type { RefundResult } from '#shared/billing/order-admin.ts'
import {
  capturePaypalPayment,
  firstPackage,
  orderRow,
  placeItemOrder,
  placePackageOrder,
  startPaypalPayment,
} from '../support/billing.ts'
import { createAdmin, createUser, type TestUser } from '../support/factories.ts'
import { paypalShop } from '../support/paypal-shop.ts'
import { createTestApp } from '../support/test-app.ts'

// Issue 24, item 5: 60% and 50% of one order refunded at once both went through, recording more
// than the order's total. Each race runs 10 times (the bar), through the real PayPal client
// against the fake PayPal server, and again in simulated mode, where no PayPal stands in the way.

const { fake, app, admin, pkg } = await paypalShop()
const item = (
  await app.inject({
    method: 'POST',
    url: '/api/items',
    headers: { cookie: admin.cookie },
    payload: { itemName: 'Race pack', priceCents: 1234, accessUrl: 'https://example.test/race' },
  })
).json<{ id: string }>()

const refund = (shop: FastifyInstance, by: TestUser, orderId: string, amountCents?: number) =>
  shop.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refund`,
    headers: { cookie: by.cookie },
    payload: amountCents === undefined ? {} : { amountCents },
  })

/** A PayPal-paid order: a package on even rounds, an item on odd ones (both refund the same way). */
async function paidThroughPaypal(round: number) {
  const buyer = await createUser(app, { credits: 0 })
  const kind = round % 2 === 0 ? 'orders' : 'item-orders'
  const order =
    kind === 'orders'
      ? await placePackageOrder(app, buyer, pkg.id)
      : await placeItemOrder(app, buyer, item.id)
  const paypalOrderId = await startPaypalPayment(app, buyer, kind, order.orderId)
  const captured = await capturePaypalPayment(app, buyer, kind, order.orderId, paypalOrderId)
  expect(captured.statusCode, captured.body).toBe(200)
  return orderRow(app, order.orderId)
}

async function recordedCents(shop: FastifyInstance, orderRowId: string) {
  const [row] = await shop.deps.db
    .select({ cents: sql<number>`coalesce(sum(${orderRefunds.amountCents}), 0)::int` })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderRowId))
  return Number(row?.cents ?? 0)
}

const holdsOf = (shop: FastifyInstance, orderRowId: string) =>
  shop.deps.db.select().from(orderRefundHolds).where(eq(orderRefundHolds.orderId, orderRowId))

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`

/**
 * Sends 60% and 50% of the order at once: exactly one is refunded; the other is answered 400 with
 * what is left after the winner, and what is recorded never passes the order's total.
 */
async function race(
  shop: FastifyInstance,
  by: TestUser,
  order: { id: string; orderId: string; totalCents: number },
) {
  const sixty = Math.round(order.totalCents * 0.6)
  const fifty = Math.round(order.totalCents * 0.5)
  const answers = await Promise.all([
    refund(shop, by, order.orderId, sixty),
    refund(shop, by, order.orderId, fifty),
  ])
  const won = answers.filter((a) => a.statusCode === 200)
  const lost = answers.filter((a) => a.statusCode !== 200)
  expect(won, answers.map((a) => `${a.statusCode} ${a.body.slice(0, 200)}`).join('\n')).toHaveLength(1)
  expect(lost).toHaveLength(1)
  const winner = answers[0]?.statusCode === 200 ? sixty : fifty
  expect(lost[0]?.statusCode).toBe(400)
  expect(lost[0]?.json().error).toMatchObject({
    code: 'VALIDATION',
    message: `Only ${money(order.totalCents - winner)} of this order can still be refunded.`,
  })
  expect(won[0]?.json<RefundResult>().detail).toMatchObject({
    refundedCents: winner,
    refundableCents: order.totalCents - winner,
  })
  expect(await recordedCents(shop, order.id)).toBe(winner)
  expect(await holdsOf(shop, order.id)).toEqual([])
  return winner
}

describe('two partial refunds of one order at once', () => {
  it('through PayPal: one is refunded, the other gets 400 with the amount left (10 races, packages and items)', async () => {
    for (let round = 0; round < 10; round++) {
      const order = await paidThroughPaypal(round)
      const winner = await race(app, admin, order)
      const made = fake.refunds.get(order.paypalTransactionId ?? '') ?? []
      expect(made.map((r) => r.amount.value)).toEqual([(winner / 100).toFixed(2)])
    }
  })

  it('in simulated mode, where no PayPal refuses the second: the same (10 races)', async () => {
    const simulated = await createTestApp()
    const shop = simulated.app
    const owner = await createAdmin(shop)
    const offer = await firstPackage(shop)
    for (let round = 0; round < 10; round++) {
      const buyer = await createUser(shop, { credits: 0 })
      const placed = await placePackageOrder(shop, buyer, offer.id)
      const paid = await shop.inject({
        method: 'POST',
        url: `/api/orders/${placed.orderId}/simulate`,
        headers: { cookie: buyer.cookie },
      })
      expect(paid.statusCode, paid.body).toBe(200)
      await race(shop, owner, await orderRow(shop, placed.orderId))
    }
  })
})

describe('a refund PayPal refuses', () => {
  it('gives back what it held: the whole order can still be refunded, once', async () => {
    const order = await paidThroughPaypal(0)
    fake.refundFailures.push(500)
    const failed = await refund(app, admin, order.orderId, Math.round(order.totalCents * 0.6))
    expect(failed.statusCode).toBe(502)
    expect(await holdsOf(app, order.id)).toEqual([])
    expect(await recordedCents(app, order.id)).toBe(0)

    const whole = await refund(app, admin, order.orderId)
    expect(whole.statusCode, whole.body).toBe(200)
    expect(whole.json<RefundResult>().detail).toMatchObject({
      refundedCents: order.totalCents,
      refundableCents: 0,
    })
    expect(fake.refunds.get(order.paypalTransactionId ?? '')).toHaveLength(1)
    expect(await recordedCents(app, order.id)).toBe(order.totalCents)
  })
})
