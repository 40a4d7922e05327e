import { Writable } from 'node:stream'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '#server/app.ts'
import { orderMessages } from '#shared/billing/orders.ts'
import {
  balanceOf,
  capturePaypalPayment,
  orderRow,
  placePackageOrder,
  purchaseEntries,
  startPaypalPayment,
} from '../support/billing.ts'
import { createAdmin, createUser, type TestUser } from '../support/factories.ts'
import { configurePaypal } from '../support/fake-paypal.ts'
import type { FakeCapture } from '../support/fake-paypal-orders.ts'
import { sendWebhook, webhookEventId } from '../support/fake-paypal-webhooks.ts'
import { paypalShop } from '../support/paypal-shop.ts'
import { createTestApp, testConfig } from '../support/test-app.ts'
import { cloneTestDatabase } from '../support/test-database.ts'

// Money paths that had no test: each through the real app and the fake PayPal server.
const { fake, app, admin, pkg } = await paypalShop()

// PayPal's address answers nothing here (port 9, discard): every call fails to connect.
const unreachable = await createTestApp({ PAYPAL_API_BASE_URL: 'http://127.0.0.1:9' })

// Left in its seeded simulated mode, with PAYPAL_WEBHOOK_ID set; its warnings are kept to read.
const warnings: string[] = []
const simulatedDatabase = await cloneTestDatabase()
const simulated = await buildApp({
  config: testConfig({ LOG_LEVEL: 'warn', PAYPAL_API_BASE_URL: fake.url, PAYPAL_WEBHOOK_ID: fake.webhookId }),
  database: simulatedDatabase,
  webRoot: '/nonexistent',
  logStream: new Writable({
    write(chunk, _encoding, done) {
      warnings.push(String(chunk))
      done()
    },
  }),
})
afterAll(async () => {
  await simulated.close()
  await simulatedDatabase.close()
})

const startPayment = (user: TestUser, orderId: string) => startPaypalPayment(app, user, 'orders', orderId)

const capture = (user: TestUser, orderId: string, paypalOrderId: string) =>
  capturePaypalPayment(app, user, 'orders', orderId, paypalOrderId)

const completed = (captured: FakeCapture, id = webhookEventId()) => ({
  id,
  event_type: 'PAYMENT.CAPTURE.COMPLETED',
  resource: captured,
})

async function buyerWithPaymentStarted() {
  const user = await createUser(app, { credits: 0 })
  const order = await placePackageOrder(app, user, pkg.id)
  const paypalOrderId = await startPayment(user, order.orderId)
  return { user, order, paypalOrderId }
}

describe('a PENDING capture', () => {
  it('is refused now with a "still processing" answer, and the webhook completes it later, once', async () => {
    const { user, order, paypalOrderId } = await buyerWithPaymentStarted()
    fake.captureScript.push({ kind: 'pending' })
    const response = await capture(user, order.orderId, paypalOrderId)
    expect(response.statusCode).toBe(402)
    expect(response.json().error.message).toBe(orderMessages.paymentPending)
    expect((await orderRow(app, order.orderId)).paymentStatus).toBe('pending')
    expect(await balanceOf(app, user.id)).toBe(0)
    // Paying a second time while PayPal holds the first would charge the buyer twice.
    const again = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.orderId}/payment`,
      headers: { cookie: user.cookie },
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().error.message).toBe(orderMessages.paymentPending)

    // PayPal clears the payment and says so.
    const pending = fake.orders.get(paypalOrderId)?.capture as FakeCapture
    const cleared = { ...pending, status: 'COMPLETED' }
    const hook = await sendWebhook(app, fake, completed(cleared))
    expect(hook.json().outcome).toBe('processed')
    expect(await orderRow(app, order.orderId)).toMatchObject({
      paymentStatus: 'Paid',
      orderStatus: 'Completed',
      paypalTransactionId: pending.id,
    })
    expect(await balanceOf(app, user.id)).toBe(pkg.credit)
    await sendWebhook(app, fake, completed(cleared))
    expect(await purchaseEntries(app, user.id)).toHaveLength(1)
  })
})

describe('paying again after DENIED', () => {
  it('a denied order can start a new PayPal payment and be paid, granting once', async () => {
    const { user, order, paypalOrderId } = await buyerWithPaymentStarted()
    const denied = fake.captureOutOfBand(paypalOrderId)
    await sendWebhook(app, fake, {
      id: webhookEventId(),
      event_type: 'PAYMENT.CAPTURE.DENIED',
      resource: { ...denied, status: 'DECLINED' },
    })
    expect((await orderRow(app, order.orderId)).paymentStatus).toBe('Denied')
    expect(await balanceOf(app, user.id)).toBe(0)

    const retry = await startPayment(user, order.orderId)
    expect(retry).not.toBe(paypalOrderId)
    const paid = await capture(user, order.orderId, retry)
    expect(paid.statusCode, paid.body).toBe(200)
    expect(paid.json()).toMatchObject({ changed: true, paymentStatus: 'Paid' })
    expect(await balanceOf(app, user.id)).toBe(pkg.credit)
    expect(await purchaseEntries(app, user.id)).toHaveLength(1)
  })
})

describe('webhook verification that cannot be done', () => {
  it('answers 502 when PayPal fails to verify, grants nothing, and the redelivery is applied', async () => {
    const { user, order, paypalOrderId } = await buyerWithPaymentStarted()
    const event = completed(fake.captureOutOfBand(paypalOrderId))
    fake.verifyFailures.push(500)
    const failed = await sendWebhook(app, fake, event)
    expect(failed.statusCode).toBe(502)
    expect(failed.json().error.code).toBe('PROVIDER_ERROR')
    expect((await orderRow(app, order.orderId)).paymentStatus).toBe('pending')
    expect(await balanceOf(app, user.id)).toBe(0)

    // PayPal retries the same event: now it is verified and applied.
    const retried = await sendWebhook(app, fake, event)
    expect(retried.statusCode, retried.body).toBe(200)
    expect(retried.json().outcome).toBe('processed')
    expect(await balanceOf(app, user.id)).toBe(pkg.credit)
  })

  it('answers 502 when PayPal cannot be reached at all', async () => {
    await configurePaypal(unreachable.app, await createAdmin(unreachable.app), fake)
    const response = await sendWebhook(unreachable.app, fake, {
      id: webhookEventId(),
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: { id: 'CAPTURE1', status: 'COMPLETED', custom_id: 'NOPE0000' },
    })
    expect(response.statusCode).toBe(502)
  })
})

describe('a webhook when webhooks are not configured', () => {
  it('answers 409 (so PayPal retries), asks PayPal nothing, grants nothing; once configured, the retry applies', async () => {
    const { user, order, paypalOrderId } = await buyerWithPaymentStarted()
    await configurePaypal(app, admin, fake, { webhookId: '' })
    const event = completed(fake.captureOutOfBand(paypalOrderId))
    const verifiesBefore = fake.calls.filter((c) => c.path.includes('verify-webhook-signature')).length
    const refused = await sendWebhook(app, fake, event)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.message).toBe('PayPal webhooks are not configured')
    expect(fake.calls.filter((c) => c.path.includes('verify-webhook-signature'))).toHaveLength(verifiesBefore)
    expect((await orderRow(app, order.orderId)).paymentStatus).toBe('pending')
    expect(await balanceOf(app, user.id)).toBe(0)

    await configurePaypal(app, admin, fake)
    expect((await sendWebhook(app, fake, event)).json().outcome).toBe('processed')
    expect(await balanceOf(app, user.id)).toBe(pkg.credit)
  })

  it('answers 409 while payments are simulated, even with a webhook id, and logs why', async () => {
    const eventId = webhookEventId()
    const response = await sendWebhook(simulated, fake, {
      id: eventId,
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: { id: 'CAPTURE2', status: 'COMPLETED', custom_id: 'NOPE0000' },
    })
    expect(response.statusCode).toBe(409)
    const logged = warnings.map((line) => JSON.parse(line)).find((line) => line.eventId === eventId)
    expect(logged).toMatchObject({ level: 40, msg: expect.stringContaining('PayPal webhook refused') })
  })
})

describe('a payment for an account deleted in the meantime', () => {
  it('is recorded (Paid, Cancelled, capture kept for the refund) with nothing granted, and its refund is recorded too', async () => {
    const { user, order, paypalOrderId } = await buyerWithPaymentStarted()
    const captured = fake.captureOutOfBand(paypalOrderId)
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/users/${user.id}`,
      headers: { cookie: admin.cookie },
    })
    expect(deleted.statusCode, deleted.body).toBe(200)

    const hook = await sendWebhook(app, fake, completed(captured))
    expect(hook.statusCode, hook.body).toBe(200)
    expect(hook.json().outcome).toBe('processed')
    const row = await orderRow(app, order.orderId)
    expect(row).toMatchObject({
      userId: null,
      paymentStatus: 'Paid',
      orderStatus: 'Cancelled',
      paypalTransactionId: captured.id,
      membershipValidity: null,
    })

    // The operator refunds it in PayPal: the order says so, and nobody is debited.
    const refund = await sendWebhook(app, fake, {
      id: webhookEventId(),
      event_type: 'PAYMENT.CAPTURE.REFUNDED',
      resource: {
        id: 'REFUND-ORPHAN',
        status: 'COMPLETED',
        amount: captured.amount,
        custom_id: order.orderId,
        links: [{ href: `${fake.url}/v2/payments/captures/${captured.id}`, rel: 'up', method: 'GET' }],
      },
    })
    expect(refund.json().outcome).toBe('processed')
    expect((await orderRow(app, order.orderId)).paymentStatus).toBe('Refunded')
  })
})
