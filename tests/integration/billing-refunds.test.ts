import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { creditLedger } from '#server/db/schema.ts'
import type { RefundResult } from '#shared/billing/order-admin.ts'
import { balanceOf, orderRow, placePackageOrder } from '../support/billing.ts'
import { createUser, type TestUser } from '../support/factories.ts'
import { refundedEvent, sendWebhook } from '../support/fake-paypal-webhooks.ts'
import { paidPaypalOrder, paypalShop, refundOrder } from '../support/paypal-shop.ts'

// A shop taking real PayPal payments, against the fake PayPal server: the refund goes through the
// real PayPal client to POST /v2/payments/captures/{id}/refund.
const { fake, app, admin, pkg } = await paypalShop()

/** A buyer who paid for the first package through PayPal, with `spent` of its credits used since. */
const paidOrder = (spent = 0) => paidPaypalOrder(app, pkg.id, spent)

const refund = (orderId: string, payload: object = {}, caller: TestUser = admin) =>
  refundOrder(app, caller, orderId, payload)

const reversalsOf = (userId: string) =>
  app.deps.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, 'reversal')))

const refundCalls = (captureId: string) =>
  fake.calls.filter((call) => call.path === `/v2/payments/captures/${captureId}/refund`)

describe('refund from the order page', () => {
  it('refunds the whole capture through PayPal and takes back the unspent credits; the webhook after it changes nothing', async () => {
    const { user, order, captureId } = await paidOrder(3)
    expect(await balanceOf(app, user.id)).toBe(pkg.credit - 3)

    const response = await refund(order.orderId, { note: 'Customer asked' })
    expect(response.statusCode, response.body).toBe(200)
    const result = response.json<RefundResult>()
    // The 3 spent credits stay spent: only what is left is taken back, and never below 0.
    expect(result.creditsTaken).toBe(pkg.credit - 3)
    expect(await balanceOf(app, user.id)).toBe(0)
    expect(result.detail).toMatchObject({
      refundedCents: order.totalCents,
      refundableCents: 0,
      creditsGranted: pkg.credit,
      creditsTakenBack: pkg.credit - 3,
      refunds: [{ amountCents: order.totalCents, byName: admin.name, note: 'Customer asked' }],
    })
    expect(result.detail.order).toMatchObject({ paymentStatus: 'Refunded', orderStatus: 'Cancelled' })
    const calls = refundCalls(captureId)
    expect(calls).toHaveLength(1)
    expect(calls[0]?.headers['paypal-request-id']).toBeTruthy()
    expect(JSON.parse(calls[0]?.body ?? '{}')).toMatchObject({
      amount: { currency_code: 'USD', value: (order.totalCents / 100).toFixed(2) },
    })

    const made = fake.refunds.get(captureId)?.[0]
    if (!made) throw new Error('the fake made no refund')
    const webhook = await sendWebhook(app, fake, refundedEvent(made, order.orderId))
    expect(webhook.statusCode, webhook.body).toBe(200)
    expect(webhook.json().outcome).toBe('duplicate')
    expect(await balanceOf(app, user.id)).toBe(0)
    expect(await reversalsOf(user.id)).toHaveLength(1)
    expect((await orderRow(app, order.orderId)).paymentStatus).toBe('Refunded')
  })

  it('a double refund (two clicks at once, then a third) refunds and takes back once', async () => {
    const { user, order, captureId } = await paidOrder()
    const clicks = await Promise.all([refund(order.orderId), refund(order.orderId)])
    // The second click either raced the first to PayPal with the same PayPal-Request-Id (PayPal
    // replays the one refund: 200, nothing taken) or came after it (409, fully refunded).
    for (const click of clicks) expect([200, 409]).toContain(click.statusCode)
    expect(fake.refunds.get(captureId)).toHaveLength(1)
    const ids = new Set(refundCalls(captureId).map((call) => call.headers['paypal-request-id']))
    expect(ids.size).toBe(1)
    const taken = clicks.filter((c) => c.statusCode === 200).map((c) => c.json<RefundResult>().creditsTaken)
    expect(taken.reduce((sum, n) => sum + n, 0)).toBe(pkg.credit)
    expect(await balanceOf(app, user.id)).toBe(0)
    expect(await reversalsOf(user.id)).toHaveLength(1)

    const third = await refund(order.orderId)
    expect(third.statusCode).toBe(409)
    expect(third.json().error.message).toBe('This order has already been refunded in full')
    expect(fake.refunds.get(captureId)).toHaveLength(1)
  })

  it('a partial refund takes back its share; the rest, refunded later, takes back the remainder', async () => {
    const { user, order, captureId } = await paidOrder()
    const half = Math.floor(order.totalCents / 2)
    const partial = await refund(order.orderId, { amountCents: half })
    expect(partial.statusCode, partial.body).toBe(200)
    const share = Math.floor((pkg.credit * half) / order.totalCents)
    expect(partial.json<RefundResult>().creditsTaken).toBe(share)
    expect(partial.json<RefundResult>().detail).toMatchObject({
      refundedCents: half,
      refundableCents: order.totalCents - half,
      order: { paymentStatus: 'Partially Refunded', orderStatus: 'Completed' },
    })
    expect(await balanceOf(app, user.id)).toBe(pkg.credit - share)

    // PayPal's webhook for the partial refund changes nothing either.
    const made = fake.refunds.get(captureId)?.[0]
    if (!made) throw new Error('the fake made no refund')
    expect((await sendWebhook(app, fake, refundedEvent(made, order.orderId))).json().outcome).toBe(
      'duplicate',
    )
    expect(await balanceOf(app, user.id)).toBe(pkg.credit - share)

    const tooMuch = await refund(order.orderId, { amountCents: order.totalCents })
    expect(tooMuch.statusCode).toBe(400)
    expect(tooMuch.json().error.message).toBe(
      `Only $${((order.totalCents - half) / 100).toFixed(2)} of this order can still be refunded.`,
    )

    const rest = await refund(order.orderId)
    expect(rest.statusCode, rest.body).toBe(200)
    expect(rest.json<RefundResult>().detail.order.paymentStatus).toBe('Refunded')
    expect(await balanceOf(app, user.id)).toBe(0)
    expect(fake.refunds.get(captureId)?.map((r) => r.amount.value)).toEqual([
      (half / 100).toFixed(2),
      ((order.totalCents - half) / 100).toFixed(2),
    ])
  })

  it('refuses a pending order, bad amounts, and answers 502 when PayPal fails (nothing changes)', async () => {
    const user = await createUser(app)
    const pending = await placePackageOrder(app, user, pkg.id)
    expect((await refund(pending.orderId)).statusCode).toBe(409)
    expect((await refund('NOSUCHID')).statusCode).toBe(404)
    const { user: buyer, order } = await paidOrder()
    for (const amountCents of [0, -5, 1.5, 'ten']) {
      expect((await refund(order.orderId, { amountCents })).statusCode).toBe(400)
    }
    fake.refundFailures.push(500)
    const failed = await refund(order.orderId)
    expect(failed.statusCode).toBe(502)
    expect(await balanceOf(app, buyer.id)).toBe(pkg.credit)
    expect((await orderRow(app, order.orderId)).paymentStatus).toBe('Paid')
  })
})

describe('a refund PayPal holds as PENDING', () => {
  it('takes nothing back until PayPal’s webhook reports it completed, then takes it back once', async () => {
    const { user, order, captureId } = await paidOrder()
    fake.pendingRefunds = 1
    const response = await refund(order.orderId)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json<RefundResult>()).toMatchObject({ pending: true, creditsTaken: 0 })
    expect(await balanceOf(app, user.id)).toBe(pkg.credit)
    expect((await orderRow(app, order.orderId)).paymentStatus).toBe('Paid')

    const made = fake.refunds.get(captureId)?.[0]
    if (!made) throw new Error('the fake made no refund')
    const completed = { ...made, status: 'COMPLETED' as const }
    expect((await sendWebhook(app, fake, refundedEvent(completed, order.orderId))).json().outcome).toBe(
      'processed',
    )
    expect(await balanceOf(app, user.id)).toBe(0)
    expect((await orderRow(app, order.orderId)).paymentStatus).toBe('Refunded')
    expect(await reversalsOf(user.id)).toHaveLength(1)
  })
})
