import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '#server/db/schema.ts'
import type { CaptureResult } from '#shared/billing/orders.ts'
import {
  balanceOf,
  capturePaypalPayment,
  orderRow,
  placePackageOrder,
  purchaseEntries,
  startPaypalPayment,
} from '../support/billing.ts'
import { createUser, type TestUser } from '../support/factories.ts'
import { sendWebhook, webhookEventId } from '../support/fake-paypal-webhooks.ts'
import { paypalShop } from '../support/paypal-shop.ts'

const { fake, app, admin, pkg } = await paypalShop()

const startPayment = (user: TestUser, orderId: string) => startPaypalPayment(app, user, 'orders', orderId)

const capture = (user: TestUser, orderId: string, paypalOrderId: string) =>
  capturePaypalPayment(app, user, 'orders', orderId, paypalOrderId)

async function buyerWithPaymentStarted() {
  const user = await createUser(app, { credits: 0 })
  const order = await placePackageOrder(app, user, pkg.id)
  const paypalOrderId = await startPayment(user, order.orderId)
  return { user, order, paypalOrderId }
}

describe('creating the PayPal order', () => {
  it('sends the server price with the spec breakdown, description, custom_id and invoice_id', async () => {
    const { order, paypalOrderId } = await buyerWithPaymentStarted()
    const sent = fake.orders.get(paypalOrderId)?.request
    const value = (pkg.priceCents / 100).toFixed(2)
    expect(sent).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        {
          amount: {
            currency_code: 'USD',
            value,
            breakdown: {
              item_total: { currency_code: 'USD', value },
              handling: { currency_code: 'USD', value: '0.00' },
            },
          },
          description: pkg.packageName,
          custom_id: order.orderId,
          invoice_id: order.paymentId,
        },
      ],
    })
  })

  it('reuses one OAuth token across calls instead of asking for a new one each time', async () => {
    await buyerWithPaymentStarted()
    await buyerWithPaymentStarted()
    const tokenCalls = fake.calls.filter((call) => call.path === '/v1/oauth2/token')
    expect(tokenCalls).toHaveLength(1)
  })
})

describe('capture', () => {
  it('marks the order paid, grants the credits once and makes the buyer premium', async () => {
    const { user, order, paypalOrderId } = await buyerWithPaymentStarted()
    const response = await capture(user, order.orderId, paypalOrderId)
    expect(response.statusCode, response.body).toBe(200)
    const result = response.json<CaptureResult>()
    expect(result).toMatchObject({ changed: true, paymentStatus: 'Paid', orderStatus: 'Completed' })

    const row = await orderRow(app, order.orderId)
    const fakeCapture = fake.orders.get(paypalOrderId)?.capture
    expect(row).toMatchObject({
      paymentStatus: 'Paid',
      orderStatus: 'Completed',
      paymentMethod: 'Paypal',
      paypalTransactionId: fakeCapture?.id,
      payerEmail: 'buyer@personal.example.com',
    })
    expect(row.captureTime).toBeInstanceOf(Date)
    expect(await balanceOf(app, user.id)).toBe(pkg.credit)
    const entries = await purchaseEntries(app, user.id)
    expect(entries.map((e) => e.idempotencyKey)).toEqual([`paypal-capture:${fakeCapture?.id}`])

    const [member] = await app.deps.db.select().from(users).where(eq(users.id, user.id))
    expect(member?.membership).toBe('premium')
    expect(row.membershipValidity?.getTime()).toBe(member?.membershipEndsAt?.getTime())

    const captureCall = fake.calls.find(
      (call) => call.path === `/v2/checkout/orders/${paypalOrderId}/capture`,
    )
    expect(captureCall?.headers['paypal-request-id']).toBeTruthy()
  })

  it('a second capture of the same order changes nothing and grants nothing', async () => {
    const { user, order, paypalOrderId } = await buyerWithPaymentStarted()
    expect((await capture(user, order.orderId, paypalOrderId)).json<CaptureResult>().changed).toBe(true)
    const again = await capture(user, order.orderId, paypalOrderId)
    expect(again.statusCode).toBe(200)
    expect(again.json<CaptureResult>()).toMatchObject({ changed: false, paymentStatus: 'Paid' })
    expect(await balanceOf(app, user.id)).toBe(pkg.credit)
    expect(await purchaseEntries(app, user.id)).toHaveLength(1)
  })

  it('20 captures at once end with exactly one grant (races only on PostgreSQL)', async () => {
    const { user, order, paypalOrderId } = await buyerWithPaymentStarted()
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => capture(user, order.orderId, paypalOrderId)),
    )
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200))
    expect(responses.filter((r) => r.json<CaptureResult>().changed)).toHaveLength(1)
    expect(await balanceOf(app, user.id)).toBe(pkg.credit)
    expect(await purchaseEntries(app, user.id)).toHaveLength(1)
  })

  it('refuses a capture of the wrong amount and grants nothing', async () => {
    const { user, order, paypalOrderId } = await buyerWithPaymentStarted()
    fake.captureScript.push({ kind: 'amount', value: '0.01' })
    const response = await capture(user, order.orderId, paypalOrderId)
    expect(response.statusCode).toBe(402)
    // PayPal took the money for a capture we refused: the buyer gets its id to quote to support.
    expect(response.json().error).toEqual({
      code: 'PAYMENT_FAILED',
      message:
        'Payment could not be verified: the captured amount or order does not match. Please contact support.',
      issues: [{ path: 'paypalTransactionId', message: fake.orders.get(paypalOrderId)?.capture?.id }],
    })
    expect((await orderRow(app, order.orderId)).paymentStatus).toBe('pending')
    expect(await balanceOf(app, user.id)).toBe(0)
    expect(await purchaseEntries(app, user.id)).toHaveLength(0)
  })

  it('refuses a capture whose custom_id names another order, and grants nothing', async () => {
    const { user, order, paypalOrderId } = await buyerWithPaymentStarted()
    fake.captureScript.push({ kind: 'customId', value: 'ZZZZ9999' })
    const response = await capture(user, order.orderId, paypalOrderId)
    expect(response.statusCode).toBe(402)
    expect((await orderRow(app, order.orderId)).paymentStatus).toBe('pending')
    expect(await purchaseEntries(app, user.id)).toHaveLength(0)
  })

  it('refuses to capture a PayPal order made for a different order of ours', async () => {
    const first = await buyerWithPaymentStarted()
    const other = await placePackageOrder(app, first.user, pkg.id)
    const response = await capture(first.user, other.orderId, first.paypalOrderId)
    expect(response.statusCode).toBe(402)
    expect((await orderRow(app, other.orderId)).paymentStatus).toBe('pending')
    expect(await purchaseEntries(app, first.user.id)).toHaveLength(0)
  })

  it('answers a declined card with INSTRUMENT_DECLINED so the buttons can restart', async () => {
    const { user, order, paypalOrderId } = await buyerWithPaymentStarted()
    fake.captureScript.push({ kind: 'declined' })
    const response = await capture(user, order.orderId, paypalOrderId)
    expect(response.statusCode).toBe(402)
    expect(response.json().error).toMatchObject({
      code: 'PAYMENT_FAILED',
      message: 'Payment failed. Please try again.',
      issues: [{ path: 'paypal', message: 'INSTRUMENT_DECLINED' }],
    })
    expect((await orderRow(app, order.orderId)).paymentStatus).toBe('pending')
    // The buyer picks another card and approves again: this time it goes through.
    const retry = await capture(user, order.orderId, paypalOrderId)
    expect(retry.json<CaptureResult>().changed).toBe(true)
  })

  it('reconciles ORDER_ALREADY_CAPTURED by reading the PayPal order', async () => {
    const { user, order, paypalOrderId } = await buyerWithPaymentStarted()
    const paid = fake.captureOutOfBand(paypalOrderId)
    const response = await capture(user, order.orderId, paypalOrderId)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json<CaptureResult>()).toMatchObject({ changed: true, paypalTransactionId: paid.id })
    expect(
      fake.calls.some((c) => c.method === 'GET' && c.path === `/v2/checkout/orders/${paypalOrderId}`),
    ).toBe(true)
    expect(await balanceOf(app, user.id)).toBe(pkg.credit)
  })

  it('leaves the order pending when PayPal answers 500, and a later webhook completes it once', async () => {
    const { user, order, paypalOrderId } = await buyerWithPaymentStarted()
    fake.captureScript.push({ kind: 'error', status: 500 })
    const response = await capture(user, order.orderId, paypalOrderId)
    expect(response.statusCode).toBe(502)
    expect(response.json().error.code).toBe('PROVIDER_ERROR')
    expect((await orderRow(app, order.orderId)).paymentStatus).toBe('pending')
    expect(await balanceOf(app, user.id)).toBe(0)

    const captured = fake.captureOutOfBand(paypalOrderId)
    const hook = await sendWebhook(app, fake, {
      id: webhookEventId(),
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: captured,
    })
    expect(hook.statusCode, hook.body).toBe(200)
    const row = await orderRow(app, order.orderId)
    expect(row).toMatchObject({
      paymentStatus: 'Paid',
      orderStatus: 'Completed',
      paypalTransactionId: captured.id,
    })
    expect(await balanceOf(app, user.id)).toBe(pkg.credit)
  })

  it('capture plus the webhook for the same capture grant once', async () => {
    const { user, order, paypalOrderId } = await buyerWithPaymentStarted()
    await capture(user, order.orderId, paypalOrderId)
    const captured = fake.orders.get(paypalOrderId)?.capture
    const hook = await sendWebhook(app, fake, {
      id: webhookEventId(),
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: captured ?? {},
    })
    expect(hook.statusCode).toBe(200)
    expect(await balanceOf(app, user.id)).toBe(pkg.credit)
    expect(await purchaseEntries(app, user.id)).toHaveLength(1)
  })
})

describe('who may pay', () => {
  it('user B can neither start nor capture user A’s payment (404), and A’s order stays pending', async () => {
    const { order, paypalOrderId } = await buyerWithPaymentStarted()
    const other = await createUser(app)
    const pay = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.orderId}/payment`,
      headers: { cookie: other.cookie },
    })
    expect(pay.statusCode).toBe(404)
    const taken = await capture(other, order.orderId, paypalOrderId)
    expect(taken.statusCode).toBe(404)
    expect((await orderRow(app, order.orderId)).paymentStatus).toBe('pending')
    expect(await balanceOf(app, other.id)).toBe(3)
  })

  it('anonymous callers get 401 on payment and capture', async () => {
    const { order, paypalOrderId } = await buyerWithPaymentStarted()
    for (const path of ['payment', 'capture']) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/orders/${order.orderId}/${path}`,
        payload: path === 'capture' ? { paypalOrderId } : undefined,
      })
      expect(response.statusCode).toBe(401)
    }
  })

  it('an admin cannot pay someone else’s order either', async () => {
    const { order } = await buyerWithPaymentStarted()
    const response = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.orderId}/payment`,
      headers: { cookie: admin.cookie },
    })
    expect(response.statusCode).toBe(404)
  })

  it('a paid order cannot start a new PayPal payment', async () => {
    const { user, order, paypalOrderId } = await buyerWithPaymentStarted()
    await capture(user, order.orderId, paypalOrderId)
    const again = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.orderId}/payment`,
      headers: { cookie: user.cookie },
    })
    expect(again.statusCode).toBe(409)
  })
})

describe('simulated approval while PayPal is configured', () => {
  it('is refused: the saved mode is sandbox', async () => {
    const user = await createUser(app)
    const order = await placePackageOrder(app, user, pkg.id)
    const response = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.orderId}/simulate`,
      headers: { cookie: user.cookie },
    })
    expect(response.statusCode).toBe(403)
    expect((await orderRow(app, order.orderId)).paymentStatus).toBe('pending')
  })
})
