import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { queryTimeoutMessage } from '#server/lib/bounded-read.ts'
import { pageBeyondCapMessage } from '#shared/common/paging.ts'
import { createAdmin, createUser, type TestUser } from '../support/factories.ts'
import { openTicket } from '../support/support-fixtures.ts'
import { createTestApp } from '../support/test-app.ts'

// The ADMIN_READ_TIMEOUT_MS here only matters to the timeout test, which holds a lock far longer.
const { app, db, database } = await createTestApp({ ADMIN_READ_TIMEOUT_MS: '300' })
const admin = await createAdmin(app)
const buyer = await createUser(app, { name: 'Grace Hopper' })

const get = async (user: TestUser, url: string) =>
  app.inject({ method: 'GET', url, headers: { cookie: user.cookie } })

/** `n` package orders nobody owns, numbered from `from`, newest first by number. */
async function bulkOrders(from: number, n: number) {
  await db.execute(sql`
    insert into "order" (kind, order_id, payment_id, customer_name, customer_email, address, country,
                         product_name, price_cents, total_cents, order_date, created_at)
    select 'package', 'B' || lpad(g::text, 7, '0'), 'P' || lpad(g::text, 7, '0'), 'Bulk Buyer',
           'bulk@example.test', '1 Main St', 'US', 'Starter', 500, 500, '01/01/2026',
           timestamptz '2026-01-01' + g * interval '1 second'
    from generate_series(${from}::int, ${from + n - 1}::int) as g`)
}

async function placeOrder(user: TestUser, product: string, orderId: string) {
  await db.execute(sql`
    insert into "order" (kind, order_id, payment_id, user_id, customer_name, customer_email, address,
                         country, product_name, price_cents, total_cents, order_date)
    values ('package', ${orderId}, ${`Q${orderId.slice(1)}`}, ${user.id}, ${user.name}, ${user.email},
            '1 Main St', 'US', ${product}, 900, 900, '02/01/2026')`)
}

describe('capped counts', () => {
  it("count exactly up to 10,000 entries, and say '10,000+' past it, on the first page and the deepest", async () => {
    await bulkOrders(1, 9_999)
    await placeOrder(buyer, 'Creator Pro Yearly', 'G0000001')

    const exact = (await get(admin, '/api/orders?pageSize=10')).json()
    expect(exact).toMatchObject({ total: 10_000, totalCapped: false, page: 1, pageSize: 10 })

    await bulkOrders(10_000, 5)
    const first = (await get(admin, '/api/orders?pageSize=10')).json()
    expect(first).toMatchObject({ total: 10_000, totalCapped: true, page: 1, pageSize: 10 })
    expect(first.items).toHaveLength(10)
    // The buyer's order is the newest; the bulk ones follow, newest first.
    expect(first.items.slice(0, 2).map((o: { orderId: string }) => o.orderId)).toEqual([
      'G0000001',
      'B0010004',
    ])

    // Page 1,000 holds entries 9,991 to 10,000, newest first: the deepest page a list serves.
    const deepest = (await get(admin, '/api/orders?pageSize=10&page=1000')).json()
    expect(deepest).toMatchObject({ total: 10_000, totalCapped: true, page: 1000 })
    expect(deepest.items.map((o: { orderId: string }) => o.orderId)).toEqual(
      Array.from({ length: 10 }, (_, i) => `B${String(15 - i).padStart(7, '0')}`),
    )

    // The buyer's own list is counted exactly, whatever the shop holds.
    const own = (await get(buyer, '/api/orders')).json()
    expect(own).toMatchObject({ total: 1, totalCapped: false })
    expect(own.items[0].orderId).toBe('G0000001')
  })

  it('refuses a page past the deepest one with a 400 that says how to reach the rest', async () => {
    const response = await get(admin, '/api/orders?pageSize=10&page=1001')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION',
        message: pageBeyondCapMessage(10),
        issues: [{ path: 'page', message: pageBeyondCapMessage(10) }],
      },
    })
    expect(pageBeyondCapMessage(10)).toBe(
      'Only the first 10,000 entries can be paged through (page 1,000 at 10 a page). Narrow the search or the filters to reach the others.',
    )
    // The deepest page depends on the page size: 100 a page stops at page 100.
    expect((await get(admin, '/api/orders?pageSize=100&page=100')).statusCode).toBe(200)
    expect((await get(admin, '/api/orders?pageSize=100&page=101')).statusCode).toBe(400)
    expect((await get(admin, '/api/users?pageSize=100&page=101')).statusCode).toBe(400)
    expect((await get(admin, '/api/support-tickets?pageSize=100&page=101')).statusCode).toBe(400)
    expect((await get(buyer, '/api/generations?pageSize=100&page=101')).statusCode).toBe(400)
    expect((await get(buyer, '/api/me/ledger?pageSize=100&page=101')).statusCode).toBe(400)
  })

  it('carry totalCapped on every paged list', async () => {
    await openTicket(app, buyer)
    const lists: Array<[TestUser, string]> = [
      [admin, '/api/users'],
      [admin, '/api/item-orders'],
      [admin, '/api/support-tickets'],
      [admin, '/api/admin/outbox'],
      [admin, `/api/messages?to=${encodeURIComponent(buyer.email)}`],
      [buyer, '/api/generations'],
      [buyer, '/api/me/ledger'],
    ]
    for (const [user, url] of lists) {
      const response = await get(user, url)
      expect(response.statusCode, url).toBe(200)
      expect(response.json(), url).toMatchObject({ total: expect.any(Number), totalCapped: false })
    }
  })
})

describe('substring searches (trigram-indexed where pg_trgm exists)', () => {
  it('find orders by any part of the order id, customer name, product or status, in any case', async () => {
    const search = async (text: string) =>
      (await get(admin, `/api/orders?search=${encodeURIComponent(text)}`))
        .json()
        .items.map((o: { orderId: string }) => o.orderId)
    expect(await search('000000')).toContain('G0000001')
    expect(await search('g00000')).toEqual(['G0000001'])
    expect(await search('ACE HOP')).toEqual(['G0000001'])
    expect(await search('pro year')).toEqual(['G0000001'])
    // `%` and `_` are searched for literally, not as wildcards.
    expect(await search('Pro_Yearly')).toEqual([])
    expect(await search('%')).toEqual([])
  })

  it('find users by part of the name or e-mail, and tickets by part of the e-mail', async () => {
    const users = (await get(admin, '/api/users?search=RACE HOP')).json()
    expect(users).toMatchObject({ total: 1, totalCapped: false })
    expect(users.users[0].email).toBe(buyer.email)
    const local = buyer.email.slice(3, 12)
    expect((await get(admin, `/api/users?search=${local.toUpperCase()}`)).json().users[0].id).toBe(buyer.id)
    const tickets = (await get(admin, `/api/support-tickets?email=${local}`)).json()
    expect(tickets.tickets.map((t: { userEmail: string }) => t.userEmail)).toEqual([buyer.email])
  })
})

describe('bounded admin reads', () => {
  it('answer 503 QUERY_TIMEOUT when a read runs past the statement timeout (PostgreSQL), and the next read works', async () => {
    if (database.kind === 'postgres') {
      // Another session holds the table, so the admin's list waits: a lock wait counts against
      // statement_timeout exactly as a slow scan does.
      const blocker = await database.connect()
      try {
        await blocker.query('begin')
        await blocker.query('lock table "order" in access exclusive mode')
        const response = await get(admin, '/api/orders?search=bulk')
        expect(response.statusCode).toBe(503)
        expect(response.json()).toEqual({ error: { code: 'QUERY_TIMEOUT', message: queryTimeoutMessage } })
      } finally {
        await blocker.query('rollback')
        blocker.release()
      }
    } else {
      // PGlite cannot interrupt a statement (it runs in this process); there the bound is the
      // capped count and page depth above, and a timeout setting must not break the list.
      expect(app.deps.dbKind).toBe('pglite')
    }
    const after = await get(admin, '/api/orders?search=bulk&pageSize=10')
    expect(after.statusCode).toBe(200)
    expect(after.json()).toMatchObject({ total: 10_000, totalCapped: true })
  })
})
