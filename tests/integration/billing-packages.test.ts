import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { packages } from '#server/db/schema.ts'
import type { Package } from '#shared/billing/packages.ts'
import { balanceOf, placePackageOrder } from '../support/billing.ts'
import { createAdmin, createUser, type TestUser } from '../support/factories.ts'
import { createTestApp } from '../support/test-app.ts'

const { app } = await createTestApp()
const admin = await createAdmin(app)
const member = await createUser(app)

const body = (name: string) => ({
  packageName: name,
  priceCents: 2500,
  credit: 50,
  validity: 60,
  isPopular: false,
  points: { pointOne: 'Fifty credits', pointThree: 'Priority' },
})

const listPackages = async () => (await app.inject({ method: 'GET', url: '/api/packages' })).json<Package[]>()
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, who: TestUser | null, payload?: object) =>
  app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, payload })

describe('the public catalogue', () => {
  it('lists the seeded packages cheapest first, and reads one by id', async () => {
    const list = await listPackages()
    expect(list).toHaveLength(3)
    const prices = list.map((p) => p.priceCents)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    const first = list[0] as Package
    const one = await app.inject({ method: 'GET', url: `/api/packages/${first.id}` })
    expect(one.json()).toEqual(first)
    expect((await app.inject({ method: 'GET', url: '/api/packages/not-a-uuid' })).statusCode).toBe(404)
  })
})

describe('admin package management', () => {
  it('refuses a fourth package with the spec message, even when two are created at once (races only on PostgreSQL)', async () => {
    const fourth = await send('POST', '/api/packages', admin, body('Fourth'))
    expect(fourth.statusCode).toBe(422)
    expect(fourth.json().error).toMatchObject({
      code: 'LIMIT_REACHED',
      message: 'Maximum 3 packages allowed',
    })

    // Make room for exactly one, then race two creations for it.
    const list = await listPackages()
    const spare = list[2] as Package
    expect((await send('DELETE', `/api/packages/${spare.id}`, admin)).statusCode).toBe(200)
    const raced = await Promise.all([
      send('POST', '/api/packages', admin, body('Race A')),
      send('POST', '/api/packages', admin, body('Race B')),
    ])
    expect(raced.map((r) => r.statusCode).sort()).toEqual([201, 422])
    expect(await listPackages()).toHaveLength(3)
  })

  it('validates with the modal’s words', async () => {
    const response = await send('POST', '/api/packages', admin, {
      packageName: '',
      priceCents: 100,
      credit: 'ten',
    })
    expect(response.statusCode).toBe(400)
    const messages = response.json().error.issues.map((i: { message: string }) => i.message)
    expect(messages).toEqual(expect.arrayContaining(['Package name is required', 'Credit must be a number']))
    const missing = await send('POST', '/api/packages', admin, { packageName: 'X', priceCents: 100 })
    expect(missing.json().error.issues.map((i: { message: string }) => i.message)).toContain(
      'Credit is required',
    )
  })

  it('updates a package; orders already placed keep their price', async () => {
    const target = (await listPackages())[0] as Package
    const buyer = await createUser(app)
    const order = await placePackageOrder(app, buyer, target.id)
    const response = await send('PUT', `/api/packages/${target.id}`, admin, {
      ...body('Renamed'),
      priceCents: target.priceCents + 100,
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json<Package>()).toMatchObject({
      packageName: 'Renamed',
      priceCents: target.priceCents + 100,
    })
    const again = await app.inject({
      method: 'GET',
      url: `/api/orders/${order.orderId}`,
      headers: { cookie: buyer.cookie },
    })
    expect(again.json().totalCents).toBe(target.priceCents)
  })

  it('archives a package that orders reference, and deletes one that none do', async () => {
    const [used, unused] = (await listPackages()) as [Package, Package, Package]
    await placePackageOrder(app, member, used.id)
    expect((await send('DELETE', `/api/packages/${used.id}`, admin)).json()).toEqual({ archived: true })
    const [row] = await app.deps.db.select().from(packages).where(eq(packages.id, used.id))
    expect(row?.archivedAt).toBeInstanceOf(Date)
    expect((await app.inject({ method: 'GET', url: `/api/packages/${used.id}` })).statusCode).toBe(404)
    // Archived packages are not sold, and no longer count toward the limit of 3.
    const buy = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: member.cookie },
      payload: { packageId: used.id, fullName: 'A', address: 'B', country: 'C' },
    })
    expect(buy.statusCode).toBe(404)
    expect((await send('DELETE', `/api/packages/${unused.id}`, admin)).json()).toEqual({ archived: false })
    expect(await app.deps.db.select().from(packages).where(eq(packages.id, unused.id))).toHaveLength(0)
    expect((await send('POST', '/api/packages', admin, body('Refill'))).statusCode).toBe(201)
  })

  it('decision 008: an unpaid order of an archived package still pays and grants that package', async () => {
    const [target] = (await listPackages()) as [Package]
    const buyer = await createUser(app, { credits: 0 })
    const order = await placePackageOrder(app, buyer, target.id)
    expect((await send('DELETE', `/api/packages/${target.id}`, admin)).json()).toEqual({ archived: true })
    expect((await listPackages()).map((p) => p.id)).not.toContain(target.id)

    const paid = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.orderId}/simulate`,
      headers: { cookie: buyer.cookie },
    })
    expect(paid.statusCode, paid.body).toBe(200)
    expect(paid.json()).toMatchObject({ changed: true, paymentStatus: 'Paid' })
    expect(await balanceOf(app, buyer.id)).toBe(target.credit)
    const history = await app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: { cookie: buyer.cookie },
    })
    expect(history.json().items).toEqual([
      expect.objectContaining({
        orderId: order.orderId,
        packageName: target.packageName,
        paymentStatus: 'Paid',
      }),
    ])
  })

  it('authorization: anonymous 401, members 403, admins allowed, on every write', async () => {
    const target = (await listPackages())[0] as Package
    const writes: Array<['POST' | 'PUT' | 'DELETE', string, object | undefined]> = [
      ['POST', '/api/packages', body('Nope')],
      ['PUT', `/api/packages/${target.id}`, body('Nope')],
      ['DELETE', `/api/packages/${target.id}`, undefined],
    ]
    const seller = await createUser(app, { role: 'Seller' })
    for (const [method, url, payload] of writes) {
      expect((await send(method, url, null, payload)).statusCode, `${method} anonymous`).toBe(401)
      expect((await send(method, url, member, payload)).statusCode, `${method} member`).toBe(403)
      expect((await send(method, url, seller, payload)).statusCode, `${method} seller`).toBe(403)
    }
    expect((await listPackages()).find((p) => p.id === target.id)?.packageName).toBe(target.packageName)
    expect((await send('PUT', `/api/packages/${target.id}`, admin, body('Admin edit'))).statusCode).toBe(200)
  })
})
