import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orderRefunds, orders } from '#server/db/schema.ts'
import { firstPackage, placeItemOrder, placePackageOrder } from '../support/billing.ts'
import { createAdmin, createUser, type TestUser } from '../support/factories.ts'
import { createTestApp } from '../support/test-app.ts'

const { app, db } = await createTestApp()
const admin = await createAdmin(app)
const buyer = await createUser(app, { credits: 4 })
const other = await createUser(app)
const pkg = await firstPackage(app)

const get = (user: TestUser | null, url: string) =>
  app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} })

/** The file's rows as cells (this export's cells never hold a line break). */
function rowsOf(body: string): string[][] {
  return body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','))
}

const item = (
  await app.inject({
    method: 'POST',
    url: '/api/items',
    headers: { cookie: admin.cookie },
    payload: { itemName: 'Neon LUT pack', priceCents: 900, accessUrl: 'https://example.test/lut' },
  })
).json<{ id: string; itemId: string }>()
const order = await placePackageOrder(app, buyer, pkg.id)
const formulaOrder = (
  await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie: buyer.cookie },
    payload: {
      packageId: pkg.id,
      fullName: '=HYPERLINK("http://evil.test","Click")',
      address: '1 Road',
      country: 'Canada',
    },
  })
).json<{ orderId: string }>()
const itemOrder = await placeItemOrder(app, buyer, item.id)

describe('orders.csv', () => {
  it('holds the orders matching the list’s filters, as a download', async () => {
    const response = await get(
      admin,
      `/api/admin/export/orders.csv?search=${encodeURIComponent(buyer.email)}`,
    )
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const [header, ...rows] = rowsOf(response.body)
    expect(header?.slice(0, 4)).toEqual(['Order ID', 'Date', 'Customer', 'E-mail'])
    expect(rows.map((r) => r[0]).sort()).toEqual([order.orderId, formulaOrder.orderId].sort())
    expect((await get(admin, '/api/admin/export/orders.csv?status=paid')).body).not.toContain(order.orderId)
  })

  it('writes a name that looks like a formula as text', async () => {
    const body = (await get(admin, `/api/admin/export/orders.csv?search=${formulaOrder.orderId}`)).body
    expect(body).toContain(`"'=HYPERLINK(""http://evil.test"",""Click"")"`)
    expect(body).not.toMatch(/(^|,)=HYPERLINK/m)
  })

  it('holds what each order has given back in a Refunded column', async () => {
    const [row] = await db.select().from(orders).where(eq(orders.orderId, order.orderId))
    if (!row) throw new Error('no order row')
    await db.update(orders).set({ paymentStatus: 'Partially Refunded' }).where(eq(orders.id, row.id))
    await db.insert(orderRefunds).values({ id: 'refund:TEST-1', orderId: row.id, amountCents: 250 })
    const body = (await get(admin, `/api/admin/export/orders.csv?search=${order.orderId}`)).body
    const [header, line] = rowsOf(body)
    expect(line?.[0]).toBe(order.orderId)
    expect(line?.[header?.indexOf('Refunded') ?? -1]).toBe('2.50')
    const unrefunded = await placePackageOrder(app, other, pkg.id)
    const body2 = (await get(admin, `/api/admin/export/orders.csv?search=${unrefunded.orderId}`)).body
    expect(rowsOf(body2)[1]?.[header?.indexOf('Refunded') ?? -1]).toBe('0.00')
  })

  it('item-orders.csv carries the item code', async () => {
    const body = (await get(admin, `/api/admin/export/item-orders.csv?product=${item.itemId}`)).body
    const [header, row] = rowsOf(body)
    expect(row?.[0]).toBe(itemOrder.orderId)
    expect(row?.[header?.indexOf('Item code') ?? -1]).toBe(item.itemId)
  })

  it('reads past one batch without losing or repeating a row, ties on the date included', async () => {
    // 2,345 orders placed in the same instant: the keyset must break the tie by id.
    await db.execute(sql`
      insert into "order" (kind, order_id, payment_id, customer_name, customer_email, address, country,
        product_name, price_cents, total_cents, order_date, created_at)
      select 'package', 'BULK' || n, 'PAYBULK' || n, 'Bulk buyer', 'bulk@example.test', '1 Road', 'Canada',
        'Bulk', 100, 100, '01/01/2020', '2020-01-01T00:00:00Z'
      from generate_series(1, 2345) as n`)
    const body = (await get(admin, '/api/admin/export/orders.csv?search=bulk@example.test')).body
    const ids = rowsOf(body)
      .slice(1)
      .map((r) => r[0])
    expect(ids).toHaveLength(2345)
    expect(new Set(ids).size).toBe(2345)
  })
})

describe('users.csv and ledger.csv', () => {
  it('users.csv holds the users matching the search', async () => {
    const body = (await get(admin, `/api/admin/export/users.csv?search=${encodeURIComponent(other.email)}`))
      .body
    const [header, ...rows] = rowsOf(body)
    expect(header).toEqual([
      'User id',
      'Name',
      'E-mail',
      'Role',
      'Membership',
      'Credits',
      'Country',
      'Joined',
    ])
    expect(rows.map((r) => r[0])).toEqual([other.id])
  })

  it('ledger.csv holds one user’s entries with negative changes as numbers', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/generator/generate',
      headers: { cookie: buyer.cookie },
      payload: { category: 'Gaming', prompt: 'A castle' },
    })
    const body = (await get(admin, `/api/admin/export/ledger.csv?userId=${buyer.id}`)).body
    const [header, ...rows] = rowsOf(body)
    const change = header?.indexOf('Change') ?? -1
    expect(rows.length).toBeGreaterThanOrEqual(2)
    expect(rows.every((r) => r[2] === buyer.id)).toBe(true)
    expect(rows.map((r) => r[change])).toContain('-1')
  })
})

describe('audit.csv', () => {
  it('holds the audit log’s entries matching its filters, the changes included', async () => {
    const response = await get(admin, `/api/admin/export/audit.csv?entity=items&entityId=${item.id}`)
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const [header, ...rows] = rowsOf(response.body)
    expect(header).toEqual([
      'Entry',
      'Date',
      'Admin id',
      'Admin e-mail',
      'Action',
      'Entity',
      'Entity id',
      'Status',
      'Changes',
    ])
    expect(rows).toHaveLength(1)
    expect(rows[0]?.slice(2, 8)).toEqual([admin.id, admin.email, 'POST /api/items', 'items', item.id, '201'])
    expect(response.body).toContain('Neon LUT pack')
    const none = (await get(admin, '/api/admin/export/audit.csv?entity=no-such-thing')).body
    expect(rowsOf(none)).toEqual([header])
  })
})

describe('who may export', () => {
  for (const path of ['orders.csv', 'item-orders.csv', 'users.csv', 'ledger.csv', 'audit.csv']) {
    it(`${path}: admins only`, async () => {
      const url = `/api/admin/export/${path}`
      expect((await get(null, url)).statusCode).toBe(401)
      expect((await get(buyer, url)).statusCode).toBe(403)
      expect((await get(other, url)).statusCode).toBe(403)
      expect((await get(admin, url)).statusCode).toBe(200)
    })
  }

  it('refuses a bad filter with 400', async () => {
    const response = await get(admin, '/api/admin/export/orders.csv?from=not-a-date')
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('VALIDATION')
  })
})
