import { describe, expect, it } from 'vitest'
import type { AdminSearchResult } from '#shared/admin/search.ts'
import type { ItemOrderPage, OrderPage } from '#shared/billing/orders.ts'
import { firstPackage, orderRow, placeItemOrder, placePackageOrder } from '../support/billing.ts'
import { createAdmin, createUser, type TestUser } from '../support/factories.ts'
import { openTicket } from '../support/support-fixtures.ts'
import { createTestApp } from '../support/test-app.ts'

// Simulated mode is the seeded default outside production: payments complete without PayPal.
const { app } = await createTestApp()
const admin = await createAdmin(app)
const buyer = await createUser(app, { name: 'Grace Hopper' })
const other = await createUser(app)
const pkg = await firstPackage(app)

const get = (user: TestUser | null, url: string) =>
  app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} })
const simulate = (user: TestUser, kind: 'orders' | 'item-orders', orderId: string) =>
  app.inject({ method: 'POST', url: `/api/${kind}/${orderId}/simulate`, headers: { cookie: user.cookie } })

const item = (
  await app.inject({
    method: 'POST',
    url: '/api/items',
    headers: { cookie: admin.cookie },
    payload: { itemName: 'Neon LUT pack', priceCents: 900, accessUrl: 'https://example.test/lut' },
  })
).json<{ id: string; itemId: string }>()

const paid = await placePackageOrder(app, buyer, pkg.id)
expect((await simulate(buyer, 'orders', paid.orderId)).statusCode).toBe(200)
const pending = await placePackageOrder(app, buyer, pkg.id)
const othersOrder = await placePackageOrder(app, other, pkg.id)
const itemOrder = await placeItemOrder(app, buyer, item.id)
expect((await simulate(buyer, 'item-orders', itemOrder.orderId)).statusCode).toBe(200)
const ticket = await openTicket(app, buyer, { subject: 'Where is my LUT pack?' })

const orderIds = async (query: string, user: TestUser = admin) => {
  const response = await get(user, `/api/orders?pageSize=100&${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<OrderPage>().items.map((o) => o.orderId)
}

describe('order search finds what the screen shows', () => {
  it('the status label: “Paid” finds the paid orders and no pending one', async () => {
    for (const typed of ['Paid', 'paid', 'PAI']) {
      const found = await orderIds(`search=${typed}`)
      expect(found).toContain(paid.orderId)
      expect(found).not.toContain(pending.orderId)
    }
    expect(await orderIds('search=pending')).toEqual(
      expect.arrayContaining([pending.orderId, othersOrder.orderId]),
    )
  })

  it('the customer’s e-mail finds their orders, and only theirs', async () => {
    const found = await orderIds(`search=${encodeURIComponent(buyer.email)}`)
    expect(found.sort()).toEqual([paid.orderId, pending.orderId].sort())
  })

  it('the PayPal transaction id finds its order', async () => {
    const transaction = (await orderRow(app, paid.orderId)).paypalTransactionId ?? ''
    expect(await orderIds(`search=${transaction}`)).toEqual([paid.orderId])
  })

  it('item orders: the item code finds the order', async () => {
    const response = await get(admin, `/api/item-orders?search=${item.itemId}`)
    expect(response.json<ItemOrderPage>().items.map((o) => o.orderId)).toEqual([itemOrder.orderId])
  })

  it('a member’s search stays within their own orders', async () => {
    expect(await orderIds(`search=${encodeURIComponent(buyer.email)}`, other)).toEqual([])
  })
})

describe('order list filters', () => {
  it('by status, in any case', async () => {
    expect(await orderIds('status=Paid')).toEqual([paid.orderId])
    expect(await orderIds('status=paid')).toEqual([paid.orderId])
    expect((await get(admin, '/api/orders?status=shipped')).statusCode).toBe(400)
  })

  it('by date range (inclusive days)', async () => {
    const today = new Date().toISOString().slice(0, 10)
    expect((await orderIds(`from=${today}&to=${today}`)).length).toBe(3)
    expect(await orderIds('to=2000-01-01')).toEqual([])
    expect((await get(admin, '/api/orders?from=yesterday')).statusCode).toBe(400)
  })

  it('by package, and item orders by item code', async () => {
    expect((await orderIds(`product=${pkg.id}`)).length).toBe(3)
    expect(await orderIds('product=00000000-0000-4000-8000-000000000000')).toEqual([])
    const items = (await get(admin, `/api/item-orders?product=${item.itemId}`)).json<ItemOrderPage>()
    expect(items.items.map((o) => o.orderId)).toEqual([itemOrder.orderId])
  })
})

describe('GET /api/admin/search', () => {
  const search = (q: string, user: TestUser | null = admin) =>
    get(user, `/api/admin/search?q=${encodeURIComponent(q)}`)

  it('finds the user, their orders, item orders and tickets by e-mail', async () => {
    const result = (await search(buyer.email)).json<AdminSearchResult>()
    expect(result.users.hits.map((u) => u.id)).toEqual([buyer.id])
    expect(result.orders.hits.map((o) => o.orderId).sort()).toEqual([paid.orderId, pending.orderId].sort())
    expect(result.itemOrders.hits.map((o) => o.orderId)).toEqual([itemOrder.orderId])
    expect(result.tickets.hits.map((t) => t.id)).toEqual([ticket.id])
  })

  it('finds by name, order id, PayPal transaction id and item code', async () => {
    expect((await search('Grace Hop')).json<AdminSearchResult>().users.hits.map((u) => u.id)).toEqual([
      buyer.id,
    ])
    const byId = (await search(othersOrder.orderId)).json<AdminSearchResult>()
    expect(byId.orders.hits.map((o) => o.orderId)).toEqual([othersOrder.orderId])
    const transaction = (await orderRow(app, itemOrder.orderId)).paypalTransactionId ?? ''
    const byTransaction = (await search(transaction)).json<AdminSearchResult>()
    expect(byTransaction.itemOrders.hits.map((o) => o.orderId)).toEqual([itemOrder.orderId])
    const byCode = (await search(item.itemId)).json<AdminSearchResult>()
    expect(byCode.itemOrders.hits.map((o) => o.orderId)).toEqual([itemOrder.orderId])
  })

  it('refuses a one-letter search with the reason', async () => {
    const response = await search('a')
    expect(response.statusCode).toBe(400)
    expect(response.json().error.message).toBe('Type at least 2 characters to search')
  })

  it('answers admins only', async () => {
    expect((await search(buyer.email, null)).statusCode).toBe(401)
    expect((await search(buyer.email, buyer)).statusCode).toBe(403)
    expect((await search(buyer.email, other)).statusCode).toBe(403)
    expect((await search(buyer.email, admin)).statusCode).toBe(200)
  })
})
