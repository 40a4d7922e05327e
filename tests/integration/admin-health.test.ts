import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { geminiKeys } from '#server/db/schema.ts'
import type { AdminHealth } from '#shared/admin/health-summary.ts'
import type { AdminStats } from '#shared/admin/stats.ts'
import { firstPackage, placePackageOrder } from '../support/billing.ts'
import { createAdmin, createUser, type TestUser } from '../support/factories.ts'
import { createGeneration, openTicket } from '../support/support-fixtures.ts'
import { createTestApp } from '../support/test-app.ts'

const { app, db } = await createTestApp({ ADMIN_STATS_CACHE_SECONDS: '0' })
const admin = await createAdmin(app)
const member = await createUser(app, { credits: 5 })
const pkg = await firstPackage(app)

const get = (user: TestUser | null, url: string) =>
  app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} })
const health = async () => (await get(admin, '/api/admin/health-summary')).json<AdminHealth>()

describe('health at a glance', () => {
  it('keeps simulated payments out of revenue, and shows them apart', async () => {
    const order = await placePackageOrder(app, member, pkg.id)
    const simulated = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.orderId}/simulate`,
      headers: { cookie: member.cookie },
    })
    expect(simulated.statusCode).toBe(200)
    const stats = (await get(admin, '/api/admin/stats')).json<AdminStats>()
    expect(stats.revenue.totalCents).toBe(0)
    expect((await health()).simulated).toEqual({ orders: 1, cents: order.totalCents })
  })

  it('counts failed generations of the last 24 hours, not older ones', async () => {
    await createGeneration(db, member.id, { status: 'failed' })
    await createGeneration(db, member.id, {
      status: 'failed',
      createdAt: new Date(Date.now() - 2 * 86_400_000),
    })
    await createGeneration(db, member.id)
    expect((await health()).failedGenerations24h).toBe(1)
  })

  it('counts the open tickets whose generation is still to be refunded', async () => {
    const generation = await createGeneration(db, member.id)
    const ticket = await openTicket(app, member, { generationId: generation.id })
    expect((await health()).refundsPending).toBe(1)
    const refund = await app.inject({
      method: 'POST',
      url: `/api/support-tickets/${ticket.id}/refund`,
      headers: { cookie: admin.cookie },
    })
    expect(refund.statusCode, refund.body).toBe(200)
    expect((await health()).refundsPending).toBe(0)
  })

  it('shows the mail backlog without SMTP', async () => {
    const before = (await health()).mail
    expect(before.smtpConfigured).toBe(false)
    const sent = await app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { cookie: admin.cookie },
      payload: { toEmail: member.email, subject: 'Hello', messageBody: 'A note' },
    })
    expect(sent.statusCode, sent.body).toBeLessThan(300)
    expect((await health()).mail.queued).toBe(before.queued + 1)
  })

  it('names the Gemini keys that failed in the last 24 hours, masked', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/gemini-keys',
      headers: { cookie: admin.cookie },
      payload: { name: 'Main', key: 'AIza-health-key-123456' },
    })
    const id = created.json<{ key: { id: string } }>().key.id
    expect((await health()).geminiKeys.failing).toEqual([])
    await db
      .update(geminiKeys)
      .set({ lastError: 'API key not valid', lastErrorAt: new Date() })
      .where(eq(geminiKeys.id, id))
    const { failing, active } = (await health()).geminiKeys
    expect(active).toBe(1)
    expect(failing).toHaveLength(1)
    expect(failing[0]).toMatchObject({ name: 'Main', lastError: 'API key not valid' })
    expect(JSON.stringify(failing)).not.toContain('AIza-health-key-123456')
  })

  it('answers admins only', async () => {
    const other = await createUser(app)
    expect((await get(null, '/api/admin/health-summary')).statusCode).toBe(401)
    expect((await get(member, '/api/admin/health-summary')).statusCode).toBe(403)
    expect((await get(other, '/api/admin/health-summary')).statusCode).toBe(403)
    expect((await get(admin, '/api/admin/health-summary')).statusCode).toBe(200)
  })
})
