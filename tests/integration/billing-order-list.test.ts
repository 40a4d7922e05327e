import { describe, expect, it } from 'vitest'
import type { Order, OrderPage } from '#shared/billing/orders.ts'
import type { Package } from '#shared/billing/packages.ts'
import { balanceOf, firstPackage, orderRow, placePackageOrder } from '../support/billing.ts'
import { createAdmin, createUser, type TestUser } from '../support/factories.ts'
import { createTestApp } from '../support/test-app.ts'

// Simulated mode is the seeded default outside production: payments complete without PayPal.
const { app } = await createTestApp()
const admin = await createAdmin(app)
const pkg = await firstPackage(app)
const packages = (await app.inject({ method: 'GET', url: '/api/packages' })).json<Package[]>()

const list = (user: TestUser, query = '') =>
  app.inject({ method: 'GET', url: `/api/orders${query}`, headers: { cookie: user.cookie } })

const simulate = (user: TestUser, orderId: string) =>
  app.inject({ method: 'POST', url: `/api/orders/${orderId}/simulate`, headers: { cookie: user.cookie } })

describe('listing orders', () => {
  it('shows a user only their own orders; an admin sees everyone’s', async () => {
    const a = await createUser(app)
    const b = await createUser(app)
    const mine = await placePackageOrder(app, a, pkg.id)
    const theirs = await placePackageOrder(app, b, pkg.id)
    const ids = (await list(a)).json<OrderPage>().items.map((o) => o.orderId)
    expect(ids).toContain(mine.orderId)
    expect(ids).not.toContain(theirs.orderId)
    const all = (await list(admin, '?pageSize=100')).json<OrderPage>().items.map((o) => o.orderId)
    expect(all).toEqual(expect.arrayContaining([mine.orderId, theirs.orderId]))
  })

  it('gives an admin only their own orders with mine=true (the user-side screens)', async () => {
    const buyer = await createUser(app)
    const theirs = await placePackageOrder(app, buyer, pkg.id)
    const own = await placePackageOrder(app, admin, pkg.id)
    const ids = (await list(admin, '?mine=true&pageSize=100')).json<OrderPage>().items.map((o) => o.orderId)
    expect(ids).toContain(own.orderId)
    expect(ids).not.toContain(theirs.orderId)
    const forBuyer = (await list(buyer, '?mine=false')).json<OrderPage>().items.map((o) => o.orderId)
    expect(forBuyer).toEqual([theirs.orderId])
    expect((await list(admin, '?mine=maybe')).statusCode).toBe(400)
  })

  it('searches order id, customer name, order status and package name, case-insensitively', async () => {
    const user = await createUser(app)
    const order = await placePackageOrder(app, user, pkg.id)
    const byId = (await list(user, `?search=${order.orderId.toLowerCase()}`)).json<OrderPage>()
    expect(byId.items.map((o) => o.orderId)).toEqual([order.orderId])
    const byName = (await list(user, '?search=ADA%20buyer')).json<OrderPage>()
    expect(byName.total).toBeGreaterThan(0)
    const byPackage = (await list(user, `?search=${pkg.packageName.toUpperCase()}`)).json<OrderPage>()
    expect(byPackage.items.every((o) => o.packageName === pkg.packageName)).toBe(true)
    const byStatus = (await list(user, '?search=PENDING')).json<OrderPage>()
    expect(byStatus.total).toBe(1)
    expect((await list(user, '?search=%25')).json<OrderPage>().total).toBe(0)
  })

  it('filters pending orders, sorts newest first by default, and pages 10 at a time', async () => {
    const user = await createUser(app)
    const placed: Order[] = []
    for (let i = 0; i < 12; i++)
      placed.push(await placePackageOrder(app, user, packages[i % packages.length]?.id ?? pkg.id))
    await simulate(user, placed[0]?.orderId ?? '')
    const first = (await list(user, '?status=pending')).json<OrderPage>()
    expect(first).toMatchObject({ total: 11, page: 1, pageSize: 10 })
    expect(first.items).toHaveLength(10)
    expect(first.items[0]?.orderId).toBe(placed[11]?.orderId)
    const second = (await list(user, '?status=pending&page=2')).json<OrderPage>()
    expect(second.items).toHaveLength(1)
    const byPrice = (await list(user, '?sort=totalPrice&dir=asc&pageSize=100')).json<OrderPage>()
    const prices = byPrice.items.map((o) => o.totalCents)
    expect(prices).toEqual([...prices].sort((x, y) => x - y))
    const byDaysLeft = (await list(user, '?sort=daysLeft&dir=asc&pageSize=100')).json<OrderPage>()
    expect(byDaysLeft.items.at(-1)?.orderId).toBe(placed[0]?.orderId)
  })

  it('answers bad list parameters with 400', async () => {
    const user = await createUser(app)
    expect((await list(user, '?sort=nope')).statusCode).toBe(400)
    expect((await list(user, '?page=0')).statusCode).toBe(400)
    expect((await list(user, '?status=shipped')).statusCode).toBe(400)
  })
})

describe('reading and deleting one order', () => {
  it('user B gets 404 for user A’s order; the admin can read it', async () => {
    const a = await createUser(app)
    const b = await createUser(app)
    const order = await placePackageOrder(app, a, pkg.id)
    const url = `/api/orders/${order.orderId}`
    expect((await app.inject({ method: 'GET', url, headers: { cookie: a.cookie } })).statusCode).toBe(200)
    expect((await app.inject({ method: 'GET', url, headers: { cookie: b.cookie } })).statusCode).toBe(404)
    expect((await app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } })).statusCode).toBe(200)
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401)
  })

  it('only an admin deletes, only pending orders; a paid order answers 409 and stays', async () => {
    const user = await createUser(app)
    const other = await createUser(app)
    const pending = await placePackageOrder(app, user, pkg.id)
    const paid = await placePackageOrder(app, user, pkg.id)
    await simulate(user, paid.orderId)
    const del = (who: TestUser | null, orderId: string) =>
      app.inject({
        method: 'DELETE',
        url: `/api/orders/${orderId}`,
        headers: who ? { cookie: who.cookie } : {},
      })
    expect((await del(null, pending.orderId)).statusCode).toBe(401)
    expect((await del(user, pending.orderId)).statusCode).toBe(403)
    expect((await del(other, pending.orderId)).statusCode).toBe(403)
    const paidDelete = await del(admin, paid.orderId)
    expect(paidDelete.statusCode).toBe(409)
    expect(paidDelete.json().error.message).toBe('Only pending orders can be deleted')
    expect((await orderRow(app, paid.orderId)).paymentStatus).toBe('Paid')
    expect((await del(admin, pending.orderId)).statusCode).toBe(200)
    expect((await del(admin, pending.orderId)).statusCode).toBe(404)
  })
})

describe('authorization on every order route', () => {
  it('anonymous callers get 401 everywhere', async () => {
    const user = await createUser(app)
    const order = await placePackageOrder(app, user, pkg.id)
    const routes: Array<[string, string]> = [
      ['POST', '/api/orders'],
      ['GET', '/api/orders'],
      ['GET', `/api/orders/${order.orderId}`],
      ['DELETE', `/api/orders/${order.orderId}`],
      ['POST', `/api/orders/${order.orderId}/payment`],
      ['POST', `/api/orders/${order.orderId}/capture`],
      ['POST', `/api/orders/${order.orderId}/simulate`],
    ]
    for (const [method, url] of routes) {
      const response = await app.inject({
        method: method as 'GET',
        url,
        payload: method === 'POST' ? {} : undefined,
      })
      expect(response.statusCode, `${method} ${url}`).toBe(401)
    }
  })

  it('another user cannot simulate a payment for someone else’s order', async () => {
    const a = await createUser(app, { credits: 0 })
    const b = await createUser(app, { credits: 0 })
    const order = await placePackageOrder(app, a, pkg.id)
    expect((await simulate(b, order.orderId)).statusCode).toBe(404)
    expect((await simulate(admin, order.orderId)).statusCode).toBe(404)
    expect((await orderRow(app, order.orderId)).paymentStatus).toBe('pending')
    expect(await balanceOf(app, b.id)).toBe(0)
  })
})
