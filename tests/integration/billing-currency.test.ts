import { describe, expect, it } from 'vitest'
import type { Item } from '#shared/billing/items.ts'
import type { Order, OrderPage } from '#shared/billing/orders.ts'
import {
  balanceOf,
  capturePaypalPayment,
  type OrderKind,
  orderRow,
  placeItemOrder,
  placePackageOrder,
  purchaseEntries,
  startPaypalPayment,
} from '../support/billing.ts'
import { createUser, type TestUser } from '../support/factories.ts'
import { configurePaypal } from '../support/fake-paypal.ts'
import { paypalShop } from '../support/paypal-shop.ts'

const { fake, app, admin, pkg } = await paypalShop({ configured: false })
const item = (await app.inject({ method: 'GET', url: '/api/items' })).json<Item[]>()[0] as Item

const startPayment = (user: TestUser, kind: OrderKind, orderId: string) =>
  startPaypalPayment(app, user, kind, orderId)

const capture = (user: TestUser, kind: OrderKind, orderId: string, paypalOrderId: string) =>
  capturePaypalPayment(app, user, kind, orderId, paypalOrderId)

describe('an order takes the payment settings’ currency when it is placed', () => {
  it('EUR end to end: the order, the PayPal order and the capture are in EUR, and the buyer is credited', async () => {
    await configurePaypal(app, admin, fake, { currency: 'EUR' })
    const user = await createUser(app, { credits: 0 })
    const order = await placePackageOrder(app, user, pkg.id)
    expect(order.currency).toBe('EUR')
    const paypalOrderId = await startPayment(user, 'orders', order.orderId)
    const unit = fake.orders.get(paypalOrderId)?.request.purchase_units[0]
    expect(unit?.amount).toMatchObject({ currency_code: 'EUR', value: (pkg.priceCents / 100).toFixed(2) })
    expect(unit?.amount.breakdown?.item_total?.currency_code).toBe('EUR')

    const captured = await capture(user, 'orders', order.orderId, paypalOrderId)
    expect(captured.statusCode, captured.body).toBe(200)
    expect(captured.json()).toMatchObject({ changed: true, paymentStatus: 'Paid' })
    expect(await balanceOf(app, user.id)).toBe(pkg.credit)

    // The buyer's order list and the order itself say EUR.
    const listed = await app.inject({ method: 'GET', url: '/api/orders', headers: { cookie: user.cookie } })
    expect(listed.json<OrderPage>().items[0]?.currency).toBe('EUR')
    const one = await app.inject({
      method: 'GET',
      url: `/api/orders/${order.orderId}`,
      headers: { cookie: user.cookie },
    })
    expect(one.json<Order>().currency).toBe('EUR')
  })

  it('item orders too', async () => {
    await configurePaypal(app, admin, fake, { currency: 'GBP' })
    const buyer = await createUser(app)
    const order = await placeItemOrder(app, buyer, item.id)
    expect(order.currency).toBe('GBP')
    const paypalOrderId = await startPayment(buyer, 'item-orders', order.orderId)
    expect(fake.orders.get(paypalOrderId)?.request.purchase_units[0]?.amount.currency_code).toBe('GBP')
    expect((await capture(buyer, 'item-orders', order.orderId, paypalOrderId)).statusCode).toBe(200)
  })

  it('refuses a capture in another currency than the order, and grants nothing', async () => {
    await configurePaypal(app, admin, fake, { currency: 'EUR' })
    const user = await createUser(app, { credits: 0 })
    const order = await placePackageOrder(app, user, pkg.id)
    const paypalOrderId = await startPayment(user, 'orders', order.orderId)
    // The same figure, in US dollars.
    fake.captureScript.push({ kind: 'currency', value: 'USD' })
    const response = await capture(user, 'orders', order.orderId, paypalOrderId)
    expect(response.statusCode).toBe(402)
    expect(response.json().error.issues?.[0]?.path).toBe('paypalTransactionId')
    expect((await orderRow(app, order.orderId)).paymentStatus).toBe('pending')
    expect(await balanceOf(app, user.id)).toBe(0)
    expect(await purchaseEntries(app, user.id)).toHaveLength(0)
  })

  it('an order keeps its currency when the settings change later', async () => {
    await configurePaypal(app, admin, fake, { currency: 'USD' })
    const user = await createUser(app, { credits: 0 })
    const order = await placePackageOrder(app, user, pkg.id)
    await configurePaypal(app, admin, fake, { currency: 'CAD' })
    const paypalOrderId = await startPayment(user, 'orders', order.orderId)
    expect(fake.orders.get(paypalOrderId)?.request.purchase_units[0]?.amount.currency_code).toBe('USD')
    expect((await capture(user, 'orders', order.orderId, paypalOrderId)).statusCode).toBe(200)
    expect((await orderRow(app, order.orderId)).currency).toBe('USD')
  })
})
