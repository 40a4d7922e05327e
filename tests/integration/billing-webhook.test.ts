import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { creditLedger, paypalWebhookEvents, users } from '#server/db/schema.ts'
import { balanceOf, orderRow, placePackageOrder, purchaseEntries } from '../support/billing.ts'
import { createUser } from '../support/factories.ts'
import type { FakeCapture } from '../support/fake-paypal-orders.ts'
import { sendWebhook, webhookEventId } from '../support/fake-paypal-webhooks.ts'
import { paypalShop } from '../support/paypal-shop.ts'

const { fake, app, pkg } = await paypalShop()

/** A buyer whose PayPal payment went through at PayPal but whose browser never came back. */
async function paidAtPaypal() {
  const user = await createUser(app, { credits: 0 })
  const order = await placePackageOrder(app, user, pkg.id)
  const started = await app.inject({
    method: 'POST',
    url: `/api/orders/${order.orderId}/payment`,
    headers: { cookie: user.cookie },
  })
  const paypalOrderId = started.json<{ paypalOrderId: string }>().paypalOrderId
  const captured = fake.captureOutOfBand(paypalOrderId)
  return { user, order, captured }
}

const completed = (captured: FakeCapture, id = webhookEventId()) => ({
  id,
  event_type: 'PAYMENT.CAPTURE.COMPLETED',
  resource: captured,
})

const reversals = (userId: string) =>
  app.deps.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, 'reversal')))

describe('PAYMENT.CAPTURE.COMPLETED', () => {
  it('credits a buyer whose browser closed, checking the signature with PayPal using the raw body', async () => {
    const { user, order, captured } = await paidAtPaypal()
    const response = await sendWebhook(app, fake, completed(captured))
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ received: true, outcome: 'processed' })
    expect(await orderRow(app, order.orderId)).toMatchObject({
      paymentStatus: 'Paid',
      orderStatus: 'Completed',
    })
    expect(await balanceOf(app, user.id)).toBe(pkg.credit)
    const verify = fake.calls.filter((c) => c.path === '/v1/notifications/verify-webhook-signature').at(-1)
    const sent = JSON.parse(verify?.body ?? '{}')
    expect(sent).toMatchObject({ webhook_id: fake.webhookId, auth_algo: 'SHA256withRSA' })
    expect(sent.webhook_event.resource.id).toBe(captured.id)
  })

  it('the same event delivered 5 times grants once, and is recorded once', async () => {
    const { user, captured } = await paidAtPaypal()
    const event = completed(captured)
    const outcomes = []
    for (let i = 0; i < 5; i++) outcomes.push((await sendWebhook(app, fake, event)).json().outcome)
    expect(outcomes).toEqual(['processed', 'duplicate', 'duplicate', 'duplicate', 'duplicate'])
    expect(await balanceOf(app, user.id)).toBe(pkg.credit)
    expect(await purchaseEntries(app, user.id)).toHaveLength(1)
    const stored = await app.deps.db
      .select()
      .from(paypalWebhookEvents)
      .where(eq(paypalWebhookEvents.id, event.id))
    expect(stored).toHaveLength(1)
  })

  it('5 distinct events for the same capture, sent at once, still grant once (races only on PostgreSQL)', async () => {
    const { user, captured } = await paidAtPaypal()
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => sendWebhook(app, fake, completed(captured))),
    )
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200])
    expect(await balanceOf(app, user.id)).toBe(pkg.credit)
    expect(await purchaseEntries(app, user.id)).toHaveLength(1)
  })

  it('refuses a capture of the wrong amount: acknowledged, nothing granted', async () => {
    const { user, order, captured } = await paidAtPaypal()
    const response = await sendWebhook(
      app,
      fake,
      completed({ ...captured, amount: { currency_code: 'USD', value: '0.01' } }),
    )
    expect(response.json().outcome).toBe('ignored')
    expect((await orderRow(app, order.orderId)).paymentStatus).toBe('pending')
    expect(await balanceOf(app, user.id)).toBe(0)
  })

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { user, order, captured } = await paidAtPaypal()
    const response = await sendWebhook(app, fake, completed(captured), { signature: 'forged' })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.message).toBe('Webhook signature verification failed')
    expect((await orderRow(app, order.orderId)).paymentStatus).toBe('pending')
    expect(await balanceOf(app, user.id)).toBe(0)
  })

  it('refuses a delivery without PayPal’s transmission headers', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/webhooks/paypal',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        id: webhookEventId(),
        event_type: 'PAYMENT.CAPTURE.COMPLETED',
        resource: {},
      }),
    })
    expect(response.statusCode).toBe(400)
  })

  it('answers a body that is not JSON with 400, not 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/webhooks/paypal',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    })
    expect(response.statusCode).toBe(400)
  })
})

describe('DENIED, REFUNDED and REVERSED', () => {
  it('DENIED marks a pending order Denied and grants nothing', async () => {
    const { user, order, captured } = await paidAtPaypal()
    await sendWebhook(app, fake, {
      id: webhookEventId(),
      event_type: 'PAYMENT.CAPTURE.DENIED',
      resource: { ...captured, status: 'DECLINED' },
    })
    expect((await orderRow(app, order.orderId)).paymentStatus).toBe('Denied')
    expect(await balanceOf(app, user.id)).toBe(0)
  })

  it('REFUNDED takes back the unspent credits once, never below 0', async () => {
    const { user, order, captured } = await paidAtPaypal()
    await sendWebhook(app, fake, completed(captured))
    // The buyer spent some credits before the refund: only what is left comes back out.
    const spent = 5
    await app.deps.db
      .update(users)
      .set({ creditBalance: pkg.credit - spent })
      .where(eq(users.id, user.id))
    const refund = {
      id: webhookEventId(),
      event_type: 'PAYMENT.CAPTURE.REFUNDED',
      resource: {
        id: 'REFUND123',
        status: 'COMPLETED',
        amount: captured.amount,
        custom_id: order.orderId,
        invoice_id: order.paymentId,
        links: [{ href: `${fake.url}/v2/payments/captures/${captured.id}`, rel: 'up', method: 'GET' }],
      },
    }
    expect((await sendWebhook(app, fake, refund)).json().outcome).toBe('processed')
    expect(await balanceOf(app, user.id)).toBe(0)
    expect(await orderRow(app, order.orderId)).toMatchObject({
      paymentStatus: 'Refunded',
      orderStatus: 'Cancelled',
    })

    // A reversal of the same capture later takes nothing more.
    await app.deps.db.update(users).set({ creditBalance: 7 }).where(eq(users.id, user.id))
    await sendWebhook(app, fake, {
      id: webhookEventId(),
      event_type: 'PAYMENT.CAPTURE.REVERSED',
      resource: { ...captured, status: 'REVERSED' },
    })
    expect(await balanceOf(app, user.id)).toBe(7)
    const entries = await reversals(user.id)
    expect(entries).toHaveLength(1)
    expect(entries[0]?.delta).toBe(-(pkg.credit - spent))
  })

  it('REVERSED of a paid order takes back the credits it granted', async () => {
    const { user, order, captured } = await paidAtPaypal()
    await sendWebhook(app, fake, completed(captured))
    expect(await balanceOf(app, user.id)).toBe(pkg.credit)
    await sendWebhook(app, fake, {
      id: webhookEventId(),
      event_type: 'PAYMENT.CAPTURE.REVERSED',
      resource: { ...captured, status: 'REVERSED' },
    })
    expect(await balanceOf(app, user.id)).toBe(0)
    expect((await orderRow(app, order.orderId)).paymentStatus).toBe('Reversed')
  })

  it('a refund of an order that was never paid takes nothing', async () => {
    const { user, order, captured } = await paidAtPaypal()
    await sendWebhook(app, fake, {
      id: webhookEventId(),
      event_type: 'PAYMENT.CAPTURE.REVERSED',
      resource: { ...captured, status: 'REVERSED' },
    })
    expect((await orderRow(app, order.orderId)).paymentStatus).toBe('pending')
    expect(await reversals(user.id)).toHaveLength(0)
  })
})
