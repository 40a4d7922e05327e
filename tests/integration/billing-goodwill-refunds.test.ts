import { and, desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, creditLedger } from '#server/db/schema.ts'
import type { RefundResult } from '#shared/billing/order-admin.ts'
import type { LedgerEntry } from '#shared/users/me.ts'
import { balanceOf, orderRow } from '../support/billing.ts'
import type { TestUser } from '../support/factories.ts'
import { refundedEvent, sendWebhook } from '../support/fake-paypal-webhooks.ts'
import { paidPaypalOrder, paypalShop, refundOrder } from '../support/paypal-shop.ts'

// Issue 29: 'Keep the credits' on the order page's refund (decision 048), against the fake PayPal
// server through the real PayPal client, like billing-refunds.
const { fake, app, admin, pkg } = await paypalShop()

const refund = (orderId: string, payload: object = {}) => refundOrder(app, admin, orderId, payload)

const reversalsOf = (userId: string) =>
  app.deps.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, 'reversal')))

/** The buyer's own credit history, as /user/credits shows it. */
async function historyOf(user: TestUser): Promise<LedgerEntry[]> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/me/ledger',
    headers: { cookie: user.cookie },
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ entries: LedgerEntry[] }>().entries
}

const refundAudits = (orderId: string) =>
  app.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'orders'), eq(auditLog.entityId, orderId)))
    .orderBy(desc(auditLog.id))

describe('a goodwill refund', () => {
  it('returns the money, keeps the credits and records why in the ledger, the history and the audit log', async () => {
    const { user, order, captureId } = await paidPaypalOrder(app, pkg.id)
    const response = await refund(order.orderId, { keepCredits: true, note: 'Late delivery' })
    expect(response.statusCode, response.body).toBe(200)
    const result = response.json<RefundResult>()
    expect(result.creditsTaken).toBe(0)
    expect(result.detail).toMatchObject({
      refundedCents: order.totalCents,
      creditsTakenBack: 0,
      refunds: [{ amountCents: order.totalCents, creditsKept: true, note: 'Late delivery' }],
      order: { paymentStatus: 'Refunded', orderStatus: 'Cancelled' },
    })
    expect(fake.refunds.get(captureId)).toHaveLength(1)
    expect(await balanceOf(app, user.id)).toBe(pkg.credit)

    const [entry] = await reversalsOf(user.id)
    expect(entry).toMatchObject({ delta: 0, note: 'Goodwill refund, credits kept: Late delivery' })
    const [latest] = await historyOf(user)
    expect(latest).toMatchObject({
      reason: 'reversal',
      delta: 0,
      orderId: order.orderId,
      refund: { amountCents: order.totalCents, currency: 'USD', creditsKept: true },
    })

    const [audit] = await refundAudits(order.orderId)
    expect(audit?.action).toBe('POST /api/admin/orders/:orderId/refund')
    expect(audit?.changes).toMatchObject({
      creditsKept: { after: true },
      creditsTaken: { after: 0 },
      note: { after: 'Late delivery' },
    })
  })

  it('the normal refund still takes the unspent credits back, and the history says how many', async () => {
    const { user, order } = await paidPaypalOrder(app, pkg.id, 2)
    const response = await refund(order.orderId)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json<RefundResult>().creditsTaken).toBe(pkg.credit - 2)
    expect(await balanceOf(app, user.id)).toBe(0)
    const [latest] = await historyOf(user)
    expect(latest).toMatchObject({
      delta: -(pkg.credit - 2),
      refund: { amountCents: order.totalCents, creditsKept: false },
    })
    const [audit] = await refundAudits(order.orderId)
    expect(audit?.changes).toMatchObject({ creditsKept: { after: false } })
  })

  it('a goodwill part, then a normal rest: the rest takes back only its own share', async () => {
    const { user, order } = await paidPaypalOrder(app, pkg.id)
    const half = Math.floor(order.totalCents / 2)
    expect((await refund(order.orderId, { amountCents: half, keepCredits: true })).statusCode).toBe(200)
    expect(await balanceOf(app, user.id)).toBe(pkg.credit)
    const rest = await refund(order.orderId)
    expect(rest.statusCode, rest.body).toBe(200)
    const owedAll = pkg.credit
    const owedHalf = Math.floor((pkg.credit * half) / order.totalCents)
    expect(rest.json<RefundResult>().creditsTaken).toBe(owedAll - owedHalf)
    expect(await balanceOf(app, user.id)).toBe(owedHalf)
  })

  it('one PayPal holds as PENDING keeps the credits when its webhook completes it', async () => {
    const { user, order, captureId } = await paidPaypalOrder(app, pkg.id)
    fake.pendingRefunds = 1
    const response = await refund(order.orderId, { keepCredits: true })
    expect(response.json<RefundResult>()).toMatchObject({ pending: true, creditsTaken: 0 })
    const made = fake.refunds.get(captureId)?.[0]
    if (!made) throw new Error('the fake made no refund')
    const completed = { ...made, status: 'COMPLETED' as const }
    const webhook = await sendWebhook(app, fake, refundedEvent(completed, order.orderId))
    expect(webhook.json().outcome).toBe('processed')
    expect((await orderRow(app, order.orderId)).paymentStatus).toBe('Refunded')
    expect(await balanceOf(app, user.id)).toBe(pkg.credit)
    expect(await reversalsOf(user.id)).toMatchObject([{ delta: 0, note: 'Goodwill refund, credits kept' }])
  })
})
