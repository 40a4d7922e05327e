import { describe, expect, it } from 'vitest'
import type { ItemAccess } from '#shared/billing/items.ts'
import { placeItemOrder } from '../support/billing.ts'
import { createAdmin, createUser, type TestUser } from '../support/factories.ts'
import { createTestApp } from '../support/test-app.ts'

const { app } = await createTestApp()
const admin = await createAdmin(app)
const buyer = await createUser(app)
const other = await createUser(app)
const item = (
  await app.inject({
    method: 'POST',
    url: '/api/items',
    headers: { cookie: admin.cookie },
    payload: {
      itemName: 'Neon LUT pack',
      priceCents: 900,
      accessUrl: 'https://example.test/lut',
      guidelines: 'Unzip',
    },
  })
).json<{ id: string }>()
const order = await placeItemOrder(app, buyer, item.id)

const access = (user: TestUser | null) =>
  app.inject({
    method: 'GET',
    url: `/api/item-orders/${order.orderId}/access`,
    headers: user ? { cookie: user.cookie } : {},
  })

describe('the admin’s read-only view of an order’s item', () => {
  it('shows the admin what the buyer sees, marked as a preview, paid or not', async () => {
    const response = await access(admin)
    expect(response.statusCode, response.body).toBe(200)
    const body = response.json<ItemAccess>()
    expect(body).toMatchObject({
      orderId: order.orderId,
      accessUrl: 'https://example.test/lut',
      guidelines: 'Unzip',
    })
    expect(body.adminPreview).toEqual({ customerEmail: order.customerEmail, paymentStatus: 'pending' })
  })

  it('still refuses the buyer until paid, hides it from others, and asks anonymous callers to sign in', async () => {
    expect((await access(buyer)).statusCode).toBe(403)
    expect((await access(other)).statusCode).toBe(404)
    expect((await access(null)).statusCode).toBe(401)
  })

  it('never marks a buyer’s own paid view as a preview', async () => {
    await app.inject({
      method: 'POST',
      url: `/api/item-orders/${order.orderId}/simulate`,
      headers: { cookie: buyer.cookie },
    })
    const body = (await access(buyer)).json<ItemAccess>()
    expect(body.accessUrl).toBe('https://example.test/lut')
    expect(body.adminPreview).toBeUndefined()
  })
})
