import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { adjustCredits } from '#server/core/credit-ledger.ts'
import { creditLedger, users } from '#server/db/schema.ts'
import { createUser } from '../support/factories.ts'
import { createTestApp } from '../support/test-app.ts'

const { app, db } = await createTestApp()

const balanceOf = async (userId: string) =>
  (await db.select({ b: users.creditBalance }).from(users).where(eq(users.id, userId)))[0]?.b

describe('adjustCredits (the operator’s correction)', () => {
  it('moves the balance either way and appends one admin_adjust entry each time', async () => {
    const user = await createUser(app, { credits: 10 })
    await db.transaction((tx) => adjustCredits(tx, { userId: user.id, delta: 5, idempotencyKey: 'adj:a' }))
    await db.transaction((tx) => adjustCredits(tx, { userId: user.id, delta: -15, idempotencyKey: 'adj:b' }))
    expect(await balanceOf(user.id)).toBe(0)
    const entries = await db.select().from(creditLedger).where(eq(creditLedger.userId, user.id))
    expect(entries.filter((e) => e.reason === 'admin_adjust').map((e) => [e.delta, e.balanceAfter])).toEqual([
      [5, 15],
      [-15, 0],
    ])
  })

  it('never takes a balance below 0, and writes nothing when it would', async () => {
    const user = await createUser(app, { credits: 2 })
    const before = await db.select().from(creditLedger).where(eq(creditLedger.userId, user.id))
    await expect(
      db.transaction((tx) => adjustCredits(tx, { userId: user.id, delta: -3, idempotencyKey: 'adj:c' })),
    ).rejects.toMatchObject({ code: 'CONFLICT' })
    expect(await balanceOf(user.id)).toBe(2)
    expect(await db.select().from(creditLedger).where(eq(creditLedger.userId, user.id))).toHaveLength(
      before.length,
    )
  })

  it('refuses a zero or fractional change and an unknown user', async () => {
    const user = await createUser(app)
    for (const delta of [0, 1.5]) {
      await expect(
        db.transaction((tx) =>
          adjustCredits(tx, { userId: user.id, delta, idempotencyKey: `adj:z${delta}` }),
        ),
      ).rejects.toMatchObject({ code: 'VALIDATION' })
    }
    await expect(
      db.transaction((tx) => adjustCredits(tx, { userId: 'nobody', delta: -1, idempotencyKey: 'adj:n' })),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' })
  })
})
