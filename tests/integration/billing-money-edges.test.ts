import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { creditLedger, users } from '#server/db/schema.ts'
import type { Item } from '#shared/billing/items.ts'
import { orderMessages } from '#shared/billing/orders.ts'
import {
  balanceOf,
  capturePaypalPayment,
  type OrderKind,
  orderRow,
  placeItemOrder,
  placePackageOrder,
  startPaypalPayment,
} from '../support/billing.ts'
import { createUser, type TestUser } from '../support/factories.ts'
import type { FakeCapture } from '../support/fake-paypal-orders.ts'
import { sendWebhook, webhookEventId } from '../support/fake-paypal-webhooks.ts'
import { paypalShop } from '../support/paypal-shop.ts'

const { fake, app, pkg } = await paypalShop()
const item = (await app.inject({ method: 'GET', url: '/api/items' })).json<Item[]>()[0] as Item
const DAY_MS = 86_400_000

const startPayment = (user: TestUser, kind: OrderKind, orderId: string) =>
  startPaypalPayment(app, user, kind, orderId)

const capture = (user: TestUser, kind: OrderKind, orderId: string, paypalOrderId: string) =>
  capturePaypalPayment(app, user, kind, orderId, paypalOrderId)

const place = (user: TestUser, kind: OrderKind) =>
  kind === 'orders' ? placePackageOrder(app, user, pkg.id) : placeItemOrder(app, user, item.id)

const captureCalls = (paypalOrderId: string) =>
  fake.calls.filter((c) => c.path === `/v2/checkout/orders/${paypalOrderId}/capture`)

describe('a capture must name the PayPal order made for this order', () => {
  for (const kind of ['orders', 'item-orders'] as const) {
    it(`${kind}: user B cannot capture buyer A's approved PayPal order through B's own order`, async () => {
      const buyerA = await createUser(app, { credits: 0 })
      const orderA = await place(buyerA, kind)
      const paypalA = await startPayment(buyerA, kind, orderA.orderId)

      const userB = await createUser(app, { credits: 0 })
      const orderB = await place(userB, kind)
      await startPayment(userB, kind, orderB.orderId)
      const stolen = await capture(userB, kind, orderB.orderId, paypalA)
      expect(stolen.statusCode).toBe(402)
      expect(stolen.json().error.message).toBe(orderMessages.paypalOrderMismatch)
      // Refused before PayPal is asked: A's approved payment is still A's to capture.
      expect(captureCalls(paypalA)).toHaveLength(0)
      expect((await orderRow(app, orderB.orderId)).paymentStatus).toBe('pending')
      expect(await balanceOf(app, userB.id)).toBe(0)

      const own = await capture(buyerA, kind, orderA.orderId, paypalA)
      expect(own.statusCode, own.body).toBe(200)
      expect((await orderRow(app, orderA.orderId)).paymentStatus).toBe('Paid')
    })
  }

  it('refuses a capture for an order whose payment was never started', async () => {
    const buyer = await createUser(app, { credits: 0 })
    const other = await placePackageOrder(app, buyer, pkg.id)
    const started = await placePackageOrder(app, buyer, pkg.id)
    const paypalOrderId = await startPayment(buyer, 'orders', started.orderId)
    const response = await capture(buyer, 'orders', other.orderId, paypalOrderId)
    expect(response.statusCode).toBe(402)
    expect(captureCalls(paypalOrderId)).toHaveLength(0)
    expect((await orderRow(app, other.orderId)).paymentStatus).toBe('pending')
  })

  it('only the latest PayPal order of an order may be captured', async () => {
    const buyer = await createUser(app, { credits: 0 })
    const order = await placePackageOrder(app, buyer, pkg.id)
    const older = await startPayment(buyer, 'orders', order.orderId)
    const latest = await startPayment(buyer, 'orders', order.orderId)
    expect((await capture(buyer, 'orders', order.orderId, older)).statusCode).toBe(402)
    expect(captureCalls(older)).toHaveLength(0)
    expect((await capture(buyer, 'orders', order.orderId, latest)).statusCode).toBe(200)
  })
})

/** A paid package order, captured through the API as the buttons do. */
async function paidPackageOrder(credits = 0) {
  const user = await createUser(app, { credits })
  const order = await placePackageOrder(app, user, pkg.id)
  const paypalOrderId = await startPayment(user, 'orders', order.orderId)
  expect((await capture(user, 'orders', order.orderId, paypalOrderId)).statusCode).toBe(200)
  const captured = fake.orders.get(paypalOrderId)?.capture as FakeCapture
  return { user, order, captured }
}

const refundEvent = (
  order: { orderId: string; paymentId: string },
  captured: FakeCapture,
  refund: { id: string; value: string; currency?: string },
  eventId = webhookEventId(),
) => ({
  id: eventId,
  event_type: 'PAYMENT.CAPTURE.REFUNDED',
  resource: {
    id: refund.id,
    status: 'COMPLETED',
    amount: { currency_code: refund.currency ?? 'USD', value: refund.value },
    custom_id: order.orderId,
    invoice_id: order.paymentId,
    links: [{ href: `${fake.url}/v2/payments/captures/${captured.id}`, rel: 'up', method: 'GET' }],
  },
})

const cents = (value: number) => (value / 100).toFixed(2)

async function member(userId: string) {
  const [row] = await app.deps.db.select().from(users).where(eq(users.id, userId))
  return row
}

const reversalEntries = (userId: string) =>
  app.deps.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, 'reversal')))

describe('partial refunds', () => {
  it('take back the refunded share of the credits and membership, adding up across refunds, once per refund id', async () => {
    const { user, order, captured } = await paidPackageOrder()
    const total = pkg.priceCents
    const credits = pkg.credit
    const days = pkg.validity > 0 ? pkg.validity : 30
    const endsAt = (await member(user.id))?.membershipEndsAt?.getTime() ?? 0

    // A quarter back: floor(credits / 4) credits and floor(days / 4) days.
    const quarter = Math.floor(total / 4)
    const first = refundEvent(order, captured, { id: 'REFUND-Q1', value: cents(quarter) })
    expect((await sendWebhook(app, fake, first)).json().outcome).toBe('processed')
    const takenFirst = Math.floor((credits * quarter) / total)
    expect(await balanceOf(app, user.id)).toBe(credits - takenFirst)
    expect(await orderRow(app, order.orderId)).toMatchObject({
      paymentStatus: 'Partially Refunded',
      orderStatus: 'Completed',
    })
    const daysFirst = Math.floor((days * quarter) / total)
    expect((await member(user.id))?.membershipEndsAt?.getTime()).toBe(endsAt - daysFirst * DAY_MS)

    // The same refund again, under a new event id (PayPal resends): nothing more.
    const resent = refundEvent(order, captured, { id: 'REFUND-Q1', value: cents(quarter) })
    expect((await sendWebhook(app, fake, resent)).json().outcome).toBe('duplicate')
    expect(await balanceOf(app, user.id)).toBe(credits - takenFirst)

    // Half more (three quarters in all), then the rest: the totals follow the sum of refunds.
    const half = Math.floor(total / 2)
    await sendWebhook(app, fake, refundEvent(order, captured, { id: 'REFUND-H', value: cents(half) }))
    expect(await balanceOf(app, user.id)).toBe(credits - Math.floor((credits * (quarter + half)) / total))
    const rest = total - quarter - half
    await sendWebhook(app, fake, refundEvent(order, captured, { id: 'REFUND-R', value: cents(rest) }))
    expect(await balanceOf(app, user.id)).toBe(0)
    expect(await orderRow(app, order.orderId)).toMatchObject({
      paymentStatus: 'Refunded',
      orderStatus: 'Cancelled',
    })
    const entries = await reversalEntries(user.id)
    expect(entries.reduce((sum, e) => sum - e.delta, 0)).toBe(credits)
    // The membership this order added is wholly given back: it ends now.
    const after = await member(user.id)
    expect(after?.membership).toBe('free')
    expect(after?.membershipEndsAt?.getTime()).toBeLessThanOrEqual(Date.now())

    // Refunds past the whole take nothing more.
    await app.deps.db.update(users).set({ creditBalance: 9 }).where(eq(users.id, user.id))
    await sendWebhook(app, fake, refundEvent(order, captured, { id: 'REFUND-X', value: cents(quarter) }))
    expect(await balanceOf(app, user.id)).toBe(9)
  })

  it('never takes the balance below 0 when the credits were spent', async () => {
    const { user, order, captured } = await paidPackageOrder()
    await app.deps.db.update(users).set({ creditBalance: 1 }).where(eq(users.id, user.id))
    const half = Math.floor(pkg.priceCents / 2)
    await sendWebhook(app, fake, refundEvent(order, captured, { id: 'REFUND-SPENT', value: cents(half) }))
    expect(await balanceOf(app, user.id)).toBe(0)
  })

  it('a second membership bought later keeps its own days when the first order is refunded', async () => {
    const { user, order, captured } = await paidPackageOrder()
    const second = await placePackageOrder(app, user, pkg.id)
    const paypal = await startPayment(user, 'orders', second.orderId)
    await capture(user, 'orders', second.orderId, paypal)
    const endsAt = (await member(user.id))?.membershipEndsAt?.getTime() ?? 0
    await sendWebhook(
      app,
      fake,
      refundEvent(order, captured, { id: 'REFUND-FIRST', value: cents(pkg.priceCents) }),
    )
    const after = await member(user.id)
    const days = pkg.validity > 0 ? pkg.validity : 30
    expect(after?.membership).toBe('premium')
    expect(after?.membershipEndsAt?.getTime()).toBe(endsAt - days * DAY_MS)
    expect(await balanceOf(app, user.id)).toBe(pkg.credit)
  })

  it('ignores a refund in another currency than the order', async () => {
    const { user, order, captured } = await paidPackageOrder()
    const response = await sendWebhook(
      app,
      fake,
      refundEvent(order, captured, { id: 'REFUND-GBP', value: cents(pkg.priceCents), currency: 'GBP' }),
    )
    expect(response.json().outcome).toBe('ignored')
    expect(await balanceOf(app, user.id)).toBe(pkg.credit)
    expect((await orderRow(app, order.orderId)).paymentStatus).toBe('Paid')
  })
})

describe('refunds and an item’s access', () => {
  it('a partial refund keeps access; once wholly refunded the buyer loses it', async () => {
    const buyer = await createUser(app)
    const order = await placeItemOrder(app, buyer, item.id)
    const paypalOrderId = await startPayment(buyer, 'item-orders', order.orderId)
    expect((await capture(buyer, 'item-orders', order.orderId, paypalOrderId)).statusCode).toBe(200)
    const captured = fake.orders.get(paypalOrderId)?.capture as FakeCapture
    const access = () =>
      app.inject({
        method: 'GET',
        url: `/api/item-orders/${order.orderId}/access`,
        headers: { cookie: buyer.cookie },
      })
    const byItem = () =>
      app.inject({
        method: 'GET',
        url: `/api/items/${item.itemId}/access`,
        headers: { cookie: buyer.cookie },
      })
    expect((await access()).statusCode).toBe(200)

    const part = Math.floor(item.priceCents / 3)
    await sendWebhook(app, fake, refundEvent(order, captured, { id: 'REFUND-ITEM-1', value: cents(part) }))
    expect((await orderRow(app, order.orderId)).paymentStatus).toBe('Partially Refunded')
    expect((await access()).statusCode).toBe(200)
    expect((await byItem()).statusCode).toBe(200)

    await sendWebhook(
      app,
      fake,
      refundEvent(order, captured, { id: 'REFUND-ITEM-2', value: cents(item.priceCents - part) }),
    )
    expect((await orderRow(app, order.orderId)).paymentStatus).toBe('Refunded')
    const refused = await access()
    expect(refused.statusCode).toBe(403)
    expect(refused.body).not.toContain('https://')
    expect((await byItem()).statusCode).toBe(403)
  })
})
