import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orders, users } from '#server/db/schema.ts'
import type { Order } from '#shared/billing/orders.ts'
import { balanceOf, billing, firstPackage, orderRow, placePackageOrder } from '../support/billing.ts'
import { createAdmin, createUser, type TestUser } from '../support/factories.ts'
import { createTestApp } from '../support/test-app.ts'

// Simulated mode is the seeded default outside production: payments complete without PayPal.
const { app } = await createTestApp()
const admin = await createAdmin(app)
const pkg = await firstPackage(app)
const simulate = (user: TestUser, orderId: string) =>
  app.inject({ method: 'POST', url: `/api/orders/${orderId}/simulate`, headers: { cookie: user.cookie } })

describe('placing an order', () => {
  it('prices the order from the package, whatever the browser sends', async () => {
    const user = await createUser(app)
    const response = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: user.cookie },
      payload: {
        packageId: pkg.id,
        ...billing,
        priceCents: 1,
        totalPrice: 0.01,
        credit: 100000,
        paymentStatus: 'Paid',
        customerEmail: 'someone@else.test',
      },
    })
    expect(response.statusCode, response.body).toBe(201)
    const order = response.json<Order>()
    expect(order).toMatchObject({
      kind: 'package',
      packageId: pkg.id,
      packageName: pkg.packageName,
      priceCents: pkg.priceCents,
      processingFeeCents: 0,
      totalCents: pkg.priceCents,
      credit: pkg.credit,
      validity: pkg.validity,
      paymentStatus: 'pending',
      orderStatus: 'pending',
      customerName: billing.fullName,
      customerEmail: user.email,
      address: billing.address,
      country: billing.country,
    })
    expect(order.orderId).toMatch(/^[A-Z0-9]{8}$/)
    expect(order.paymentId).toMatch(/^[A-Z0-9]{8}$/)
    expect(order.orderDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)
    const now = new Date()
    const dd = String(now.getUTCDate()).padStart(2, '0')
    const mm = String(now.getUTCMonth() + 1).padStart(2, '0')
    expect(order.orderDate).toBe(`${dd}/${mm}/${now.getUTCFullYear()}`)
  })

  it('gives every order distinct order and payment ids', async () => {
    const user = await createUser(app)
    const placed = await Promise.all(Array.from({ length: 10 }, () => placePackageOrder(app, user, pkg.id)))
    expect(new Set(placed.map((o) => o.orderId)).size).toBe(10)
    expect(new Set(placed.map((o) => o.paymentId)).size).toBe(10)
  })

  it('refuses a Seller with the spec message', async () => {
    const seller = await createUser(app, { role: 'Seller' })
    const response = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: seller.cookie },
      payload: { packageId: pkg.id, ...billing },
    })
    expect(response.statusCode).toBe(403)
    expect(response.json().error.message).toBe('Sellers cannot purchase products')
    expect(
      await app.deps.db.select().from(orders).where(eq(orders.customerEmail, seller.email)),
    ).toHaveLength(0)
  })

  it('requires full name, address and country, with the form’s words', async () => {
    const user = await createUser(app)
    const response = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: user.cookie },
      payload: { packageId: pkg.id, fullName: ' ', address: '', country: '' },
    })
    expect(response.statusCode).toBe(400)
    const messages = response.json().error.issues.map((i: { message: string }) => i.message)
    expect(messages).toEqual(
      expect.arrayContaining(['Full name is required', 'Address is required', 'Country is required']),
    )
  })

  it('answers 404 for an unknown package', async () => {
    const user = await createUser(app)
    const response = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: user.cookie },
      payload: { packageId: '00000000-0000-4000-8000-000000000000', ...billing },
    })
    expect(response.statusCode).toBe(404)
  })
})

describe('simulated payment', () => {
  it('pays the order, grants the credits and extends membership from the later of now and the current end', async () => {
    const user = await createUser(app, { credits: 0 })
    const future = new Date(Date.now() + 10 * 86_400_000)
    await app.deps.db
      .update(users)
      .set({ membership: 'premium', membershipEndsAt: future })
      .where(eq(users.id, user.id))
    const order = await placePackageOrder(app, user, pkg.id)
    const response = await simulate(user, order.orderId)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({ changed: true, paymentStatus: 'Paid', orderStatus: 'Completed' })
    const [member] = await app.deps.db.select().from(users).where(eq(users.id, user.id))
    expect(member?.membershipEndsAt?.getTime()).toBe(future.getTime() + pkg.validity * 86_400_000)
    expect(await balanceOf(app, user.id)).toBe(pkg.credit)
    expect((await orderRow(app, order.orderId)).paypalTransactionId).toMatch(/^SIM-/)
    expect((await simulate(user, order.orderId)).json().changed).toBe(false)
    expect(await balanceOf(app, user.id)).toBe(pkg.credit)
  })

  it('counts from now when the membership has expired, and uses 30 days when validity is 0', async () => {
    const user = await createUser(app, { credits: 0 })
    await app.deps.db
      .update(users)
      .set({ membershipEndsAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(users.id, user.id))
    const order = await placePackageOrder(app, user, pkg.id)
    await app.deps.db.update(orders).set({ validityDays: 0 }).where(eq(orders.orderId, order.orderId))
    const before = Date.now()
    await simulate(user, order.orderId)
    const after = Date.now()
    const [member] = await app.deps.db.select().from(users).where(eq(users.id, user.id))
    const end = member?.membershipEndsAt?.getTime() ?? 0
    expect(end).toBeGreaterThanOrEqual(before + 30 * 86_400_000)
    expect(end).toBeLessThanOrEqual(after + 30 * 86_400_000)
  })
})

describe('points snapshot', () => {
  it('an order keeps the package points it was sold with after the package changes', async () => {
    const user = await createUser(app)
    const order = await placePackageOrder(app, user, pkg.id)
    expect(order.points).toEqual(pkg.points)
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/packages/${pkg.id}`,
      headers: { cookie: admin.cookie },
      payload: {
        packageName: pkg.packageName,
        priceCents: pkg.priceCents,
        credit: pkg.credit,
        validity: pkg.validity,
        isPopular: pkg.isPopular,
        points: { pointOne: 'A brand-new promise' },
      },
    })
    expect(edited.statusCode, edited.body).toBe(200)
    const read = await app.inject({
      method: 'GET',
      url: `/api/orders/${order.orderId}`,
      headers: { cookie: user.cookie },
    })
    expect(read.json<Order>().points).toEqual(pkg.points)
    expect(read.json<Order>().points).not.toEqual({ pointOne: 'A brand-new promise' })
  })
})
