import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { orders } from '#server/db/schema.ts'
import { lastDays } from '#server/features/admin/stats.service.ts'
import { createAdmin, createUser } from '../support/factories.ts'
import { createGeneration, openTicket } from '../support/support-fixtures.ts'
import { createTestApp } from '../support/test-app.ts'

// The figures are read afresh here (cache off) so each test sees the rows it adds; the cache has its own test below.
const { app, db } = await createTestApp({ ADMIN_STATS_CACHE_SECONDS: '0' })
const admin = await createAdmin(app)
const user = await createUser(app)

const code = () => randomBytes(4).toString('hex').toUpperCase()
const daysAgo = (n: number, hour = 12) => {
  const d = new Date()
  d.setUTCHours(hour, 0, 0, 0)
  d.setUTCDate(d.getUTCDate() - n)
  return d
}
const isoDay = (d: Date) => d.toISOString().slice(0, 10)

async function addOrder(
  kind: 'package' | 'item',
  paymentStatus: string,
  totalCents: number,
  createdAt: Date,
) {
  await db.insert(orders).values({
    kind,
    orderId: code(),
    paymentId: code(),
    userId: user.id,
    customerName: 'Casey',
    customerEmail: user.email,
    address: '1 Main St',
    country: 'US',
    productName: kind === 'package' ? 'Starter' : 'Preset pack',
    priceCents: totalCents,
    totalCents,
    orderDate: '01/01/2026',
    paymentStatus,
    createdAt,
  })
}

const stats = async () =>
  (await app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie: admin.cookie } })).json()

describe('GET /api/admin/stats', () => {
  it('on a quiet shop: the counts, and 30 zero-filled days ending today', async () => {
    const body = await stats()
    expect(body).toMatchObject({ totalOrders: 0, totalUsers: 2, openTickets: 0 })
    expect(body.revenue.days).toHaveLength(30)
    expect(body.revenue.days.at(-1).date).toBe(isoDay(new Date()))
    expect(body.revenue.days.every((d: { cents: number }) => d.cents === 0)).toBe(true)
    expect(body.thumbnails).toMatchObject({ total: 0, failed: 0, failureRate: null })
    expect(body.thumbnails.days.map((d: { date: string }) => d.date)).toEqual(lastDays(new Date()))
  })

  it('counts package orders, users and open tickets, and sums paid revenue per day', async () => {
    await addOrder('package', 'Paid', 1000, daysAgo(0))
    await addOrder('package', 'Completed', 500, daysAgo(0))
    await addOrder('item', 'paid', 250, daysAgo(2))
    await addOrder('package', 'pending', 9900, daysAgo(1))
    await addOrder('package', 'Paid', 7700, daysAgo(40))

    const open = await openTicket(app, user)
    await openTicket(app, user)
    await app.inject({
      method: 'PATCH',
      url: `/api/support-tickets/${open.id}`,
      headers: { cookie: admin.cookie },
      payload: { status: 'closed' },
    })

    const body = await stats()
    expect(body).toMatchObject({ totalOrders: 4, totalUsers: 2, openTickets: 1 })
    const byDay = new Map(body.revenue.days.map((d: { date: string; cents: number }) => [d.date, d.cents]))
    expect(byDay.get(isoDay(daysAgo(0)))).toBe(1500)
    expect(byDay.get(isoDay(daysAgo(1)))).toBe(0)
    expect(byDay.get(isoDay(daysAgo(2)))).toBe(250)
    expect(body.revenue.totalCents).toBe(1750)
  })

  it('counts thumbnails per day with their failures and the failure rate', async () => {
    await createGeneration(db, user.id, { createdAt: daysAgo(3), spend: false })
    await createGeneration(db, user.id, { createdAt: daysAgo(3), spend: false, status: 'failed' })
    await createGeneration(db, user.id, { createdAt: daysAgo(0), spend: false })
    await createGeneration(db, user.id, { createdAt: daysAgo(0), spend: false })
    await createGeneration(db, user.id, { createdAt: daysAgo(45), spend: false, status: 'failed' })

    const { thumbnails } = await stats()
    const day = (n: number) => thumbnails.days.find((d: { date: string }) => d.date === isoDay(daysAgo(n)))
    expect(day(3)).toEqual({ date: isoDay(daysAgo(3)), total: 2, failed: 1 })
    expect(day(0)).toEqual({ date: isoDay(daysAgo(0)), total: 2, failed: 0 })
    expect(day(1)).toEqual({ date: isoDay(daysAgo(1)), total: 0, failed: 0 })
    expect(thumbnails).toMatchObject({ total: 4, failed: 1, failureRate: 0.25 })
  })
})

describe('lastDays', () => {
  it('is 30 UTC days, oldest first, across a month end', () => {
    const days = lastDays(new Date('2026-03-02T23:30:00Z'))
    expect(days).toHaveLength(30)
    expect(days[0]).toBe('2026-02-01')
    expect(days.slice(-3)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02'])
  })
})

describe('the dashboard figures cache', () => {
  it('serves the same figures for its lifetime instead of recounting on every visit', async () => {
    // An hour, so a slow machine cannot outlast it; expiry itself is proven with a clock in expiring-value.test.ts.
    const cached = await createTestApp({ ADMIN_STATS_CACHE_SECONDS: '3600' })
    const owner = await createAdmin(cached.app)
    const read = async () =>
      (
        await cached.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie: owner.cookie } })
      ).json()
    const before = await read()
    await createUser(cached.app)
    await createUser(cached.app)
    expect((await read()).totalUsers).toBe(before.totalUsers)
  })
})
