import { describe, expect, it } from 'vitest'
import type { Item } from '#shared/billing/items.ts'
import { billing, firstPackage, placePackageOrder } from '../support/billing.ts'
import { createAdmin, createUser, type TestUser } from '../support/factories.ts'
import { createTestApp } from '../support/test-app.ts'

// Issue 29, item 7: checkout pre-fills what the buyer's own last order was billed to.
const { app } = await createTestApp()
const pkg = await firstPackage(app)

const details = (user: TestUser | null) =>
  app.inject({ method: 'GET', url: '/api/billing-details', headers: user ? { cookie: user.cookie } : {} })

async function orderItem(user: TestUser, fields: typeof billing) {
  const [item] = (await app.inject({ method: 'GET', url: '/api/items' })).json<Item[]>()
  const response = await app.inject({
    method: 'POST',
    url: '/api/item-orders',
    headers: { cookie: user.cookie },
    payload: { itemId: item?.id, ...fields },
  })
  expect(response.statusCode, response.body).toBe(201)
}

describe('GET /api/billing-details', () => {
  it('answers 401 to an anonymous caller', async () => {
    const response = await details(null)
    expect(response.statusCode).toBe(401)
    expect(response.json().error.code).toBe('UNAUTHENTICATED')
  })

  it('is null for a buyer who never ordered', async () => {
    const response = await details(await createUser(app))
    expect(response.statusCode).toBe(200)
    expect(response.json()).toBeNull()
  })

  it("gives the buyer's own last order's name, address and country, package or item", async () => {
    const buyer = await createUser(app)
    await placePackageOrder(app, buyer, pkg.id)
    expect((await details(buyer)).json()).toEqual(billing)
    const moved = { fullName: 'Ada B. Lovelace', address: '9 Rue de la Paix, Paris', country: 'France' }
    await orderItem(buyer, moved)
    expect((await details(buyer)).json()).toEqual(moved)
  })

  it("never gives another user's details, to a user or to an admin", async () => {
    const buyer = await createUser(app)
    await orderItem(buyer, { fullName: 'Private Person', address: '7 Hidden Lane', country: 'Norway' })
    const other = await createUser(app)
    const admin = await createAdmin(app)
    for (const caller of [other, admin]) {
      const response = await details(caller)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toBeNull()
    }
    await placePackageOrder(app, admin, pkg.id)
    expect((await details(admin)).json()).toEqual(billing)
    expect((await details(buyer)).json()).toMatchObject({ address: '7 Hidden Lane' })
  })
})
