import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { spendCredits } from '#server/core/credit-ledger.ts'
import { creditLedger, mailOutbox } from '#server/db/schema.ts'
import type { OrderDetail, Receipt, RefundResult } from '#shared/schemas/order-admin.ts'
import {
  balanceOf,
  capturePaypalPayment,
  orderRow,
  placePackageOrder,
  startPaypalPayment,
} from '../support/billing.ts'
import { createUser, type TestUser } from '../support/factories.ts'
import { refundedEvent, sendWebhook } from '../support/fake-paypal-webhooks.ts'
import { paypalShop } from '../support/paypal-shop.ts'

// A shop taking real PayPal payments, against the fake PayPal server: the refund goes through the
// real PayPal client to POST /v2/payments/captures/{id}/refund.
const { fake, app, admin, pkg } = await paypalShop()

/** A buyer who paid for the first package through PayPal, with `spent` of its credits used since. */
async function paidOrder(spent = 0) {
  const user = await createUser(app, { credits: 0 })
  const order = await placePackageOrder(app, user, pkg.id)
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

const refund = (orderId: string, payload: object = {}, caller: TestUser = admin) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refund`,
    headers: { cookie: caller.cookie },
    payload,
  })

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

describe('the order page', () => {
  it('shows the payer, the capture, the credits and a timeline through to the refund webhook', async () => {
    const { user, order, captureId } = await paidOrder()
    await refund(order.orderId, { amountCents: 100 })
    const made = fake.refunds.get(captureId)?.[0]
    if (!made) throw new Error('the fake made no refund')
    await sendWebhook(app, fake, refundedEvent(made, order.orderId))
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.orderId}`,
      headers: { cookie: admin.cookie },
    })
    expect(response.statusCode, response.body).toBe(200)
    const detail = response.json<OrderDetail>()
    expect(detail).toMatchObject({
      buyer: { id: user.id, email: user.email },
      simulated: false,
      creditsGranted: pkg.credit,
      order: { paypalTransactionId: captureId, payerEmail: 'buyer@personal.example.com' },
    })
    expect(detail.receiptNumber).toMatch(/^TF-\d{6}$/)
    expect(detail.timeline.map((entry) => entry.kind)).toEqual([
      'created',
      'payment_started',
      'captured',
      'refunded',
      'webhook',
    ])
    expect(detail.timeline[4]?.label).toBe('PayPal webhook: capture refunded')
  })
})

describe('receipts', () => {
  it('e-mails the receipt when the payment completes, and the order page resends it', async () => {
    const { user, order, captureId } = await paidOrder()
    const mails = () => app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email))
    const sent = await mails()
    expect(sent).toHaveLength(1)
    expect(sent[0]?.subject).toMatch(new RegExp(`^Your receipt TF-\\d{6} for order ${order.orderId}$`))
    expect(sent[0]?.text).toContain(captureId)
    expect(sent[0]?.text).toContain(`/receipts/${order.orderId}`)
    const resend = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/receipt`,
      headers: { cookie: admin.cookie },
    })
    expect(resend.statusCode).toBe(200)
    expect(await mails()).toHaveLength(2)
  })

  it('shows the buyer and an admin the receipt with the seller details from settings; others get 404', async () => {
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/receipt-settings',
      headers: { cookie: admin.cookie },
      payload: {
        name: 'Forge Media Ltd',
        address: '1 Quay, Dublin',
        email: 'bills@forge.test',
        taxId: 'IE1234567X',
      },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const { user, order, captureId } = await paidOrder()
    const read = (caller?: TestUser) =>
      app.inject({
        method: 'GET',
        url: `/api/receipts/${order.orderId}`,
        headers: caller ? { cookie: caller.cookie } : {},
      })
    const mine = await read(user)
    expect(mine.statusCode, mine.body).toBe(200)
    expect(mine.json<Receipt>()).toMatchObject({
      orderId: order.orderId,
      seller: { name: 'Forge Media Ltd', taxId: 'IE1234567X' },
      buyer: { email: user.email },
      item: { name: pkg.packageName, credits: pkg.credit },
      totalCents: order.totalCents,
      currency: 'USD',
      transactionId: captureId,
    })
    expect((await read(admin)).statusCode).toBe(200)
    expect((await read(await createUser(app))).statusCode).toBe(404)
    expect((await read()).statusCode).toBe(401)
    const unpaid = await placePackageOrder(app, user, pkg.id)
    const none = await app.inject({
      method: 'GET',
      url: `/api/receipts/${unpaid.orderId}`,
      headers: { cookie: user.cookie },
    })
    expect(none.statusCode).toBe(404)
  })
})

describe('authorization of the new endpoints', () => {
  it('anonymous 401, a user (even the buyer) 403, an admin 200', async () => {
    const { user, order } = await paidOrder()
    const other = await createUser(app)
    const routes: Array<{ method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object }> = [
      { method: 'GET', url: `/api/admin/orders/${order.orderId}` },
      { method: 'POST', url: `/api/admin/orders/${order.orderId}/receipt` },
      { method: 'POST', url: `/api/admin/orders/${order.orderId}/refund`, payload: { amountCents: 1 } },
      { method: 'GET', url: '/api/receipt-settings' },
      {
        method: 'PUT',
        url: '/api/receipt-settings',
        payload: { name: 'x', address: '', email: '', taxId: '' },
      },
      { method: 'GET', url: `/api/users/${user.id}` },
      { method: 'GET', url: `/api/users/${user.id}/ledger` },
    ]
    for (const route of routes) {
      const as = (caller?: TestUser) =>
        app.inject({ ...route, headers: caller ? { cookie: caller.cookie } : {} })
      expect((await as()).statusCode, `${route.method} ${route.url} anonymous`).toBe(401)
      expect((await as(user)).statusCode, `${route.method} ${route.url} buyer`).toBe(403)
      expect((await as(other)).statusCode, `${route.method} ${route.url} other user`).toBe(403)
      expect((await as(admin)).statusCode, `${route.method} ${route.url} admin`).toBe(200)
    }
    // What the refund above did stays once: 1 cent takes back floor(credits × 1 / total) credits.
    expect(await balanceOf(app, user.id)).toBe(pkg.credit - Math.floor(pkg.credit / order.totalCents))
  })
})
