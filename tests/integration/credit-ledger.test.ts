import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { grantCredits, refundCredits, spendCredits } from '#server/core/credit-ledger.ts'
import { creditLedger, users } from '#server/db/schema.ts'
import { createUser } from '../support/factories.ts'
import { createTestApp } from '../support/test-app.ts'

const { app, db } = await createTestApp()

const balanceOf = async (userId: string) =>
  (await db.select({ b: users.creditBalance }).from(users).where(eq(users.id, userId)))[0]?.b

describe('grant', () => {
  it('adds credits once per idempotency key', async () => {
    const user = await createUser(app, { credits: 0 })
    const first = await grantCredits(db, {
      userId: user.id,
      amount: 20,
      reason: 'purchase',
      idempotencyKey: `p:${user.id}`,
    })
    const again = await grantCredits(db, {
      userId: user.id,
      amount: 20,
      reason: 'purchase',
      idempotencyKey: `p:${user.id}`,
    })
    expect(first).toEqual({ applied: true, balance: 20 })
    expect(again).toEqual({ applied: false, balance: 20 })
    expect(await balanceOf(user.id)).toBe(20)
  })

  it('grants exactly once when the same key arrives 20 times at once (races only on PostgreSQL)', async () => {
    const user = await createUser(app, { credits: 0 })
    const key = `burst:${user.id}`
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        grantCredits(db, { userId: user.id, amount: 100, reason: 'purchase', idempotencyKey: key }),
      ),
    )
    expect(results.filter((r) => r.applied)).toHaveLength(1)
    expect(await balanceOf(user.id)).toBe(100)
  })
})

describe('spend', () => {
  it('fails with INSUFFICIENT_CREDITS (402) and writes nothing when the balance is short', async () => {
    const user = await createUser(app, { credits: 0 })
    await expect(
      spendCredits(db, { userId: user.id, amount: 1, reason: 'generation', idempotencyKey: `g:${user.id}` }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_CREDITS', status: 402 })
    expect(await balanceOf(user.id)).toBe(0)
    const spends = await db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.idempotencyKey, `g:${user.id}`))
    expect(spends).toHaveLength(0)
  })

  it('never lets a balance go below 0, even written directly', async () => {
    const user = await createUser(app, { credits: 1 })
    await expect(db.update(users).set({ creditBalance: -1 }).where(eq(users.id, user.id))).rejects.toThrow()
  })

  it('lets exactly 50 of 200 simultaneous spends through on a 50-credit account (races only on PostgreSQL)', async () => {
    const user = await createUser(app, { credits: 50 })
    const attempts = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        spendCredits(db, {
          userId: user.id,
          amount: 1,
          reason: 'generation',
          idempotencyKey: `c:${user.id}:${i}`,
        }),
      ),
    )
    const succeeded = attempts.filter((a) => a.status === 'fulfilled')
    const refused = attempts.filter((a) => a.status === 'rejected')
    expect(succeeded).toHaveLength(50)
    expect(refused.every((r) => (r as PromiseRejectedResult).reason.code === 'INSUFFICIENT_CREDITS')).toBe(
      true,
    )
    expect(await balanceOf(user.id)).toBe(0)
    const spendRows = await db.select().from(creditLedger).where(eq(creditLedger.userId, user.id))
    expect(spendRows.filter((r) => r.reason === 'generation')).toHaveLength(50)
  })
})

describe('refund', () => {
  it('gives back one spend at most once (races only on PostgreSQL)', async () => {
    const user = await createUser(app, { credits: 2 })
    const key = `gen:${user.id}`
    await spendCredits(db, { userId: user.id, amount: 2, reason: 'generation', idempotencyKey: key })
    expect(await balanceOf(user.id)).toBe(0)
    const results = await Promise.all([
      refundCredits(db, key),
      refundCredits(db, key),
      refundCredits(db, key),
    ])
    expect(results.filter((r) => r.applied)).toHaveLength(1)
    expect(await balanceOf(user.id)).toBe(2)
    const refunds = await db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.idempotencyKey, `refund:${key}`))
    expect(refunds).toEqual([expect.objectContaining({ delta: 2, reason: 'refund', balanceAfter: 2 })])
  })

  it('refuses to refund something that was never spent', async () => {
    await expect(refundCredits(db, 'no-such-spend')).rejects.toMatchObject({ code: 'NOT_FOUND' })
  })
})
