import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { mailOutbox } from '#server/db/schema.ts'
import type { OrderDetail, Receipt } from '#shared/billing/order-admin.ts'
import { balanceOf, placePackageOrder } from '../support/billing.ts'
import { createUser, type TestUser } from '../support/factories.ts'
import { refundedEvent, sendWebhook } from '../support/fake-paypal-webhooks.ts'
import { paidPaypalOrder, paypalShop, refundOrder } from '../support/paypal-shop.ts'

// A shop taking real PayPal payments, against the fake PayPal server: what the admin's order page
// shows of a payment and its refunds, the receipts, and who may reach them. The refunds
// themselves are billing-refunds' test.
const { fake, app, admin, pkg } = await paypalShop()

/** A buyer who paid for the first package through PayPal, with `spent` of its credits used since. */
const paidOrder = (spent = 0) => paidPaypalOrder(app, pkg.id, spent)

const refund = (orderId: string, payload: object = {}, caller: TestUser = admin) =>
  refundOrder(app, caller, orderId, payload)

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
