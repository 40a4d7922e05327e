import { sql } from 'drizzle-orm'
import { grantCredits } from '../../core/credit-ledger.ts'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema.ts'

/**
 * Runs after better-auth has stored a new account. The first account on an empty install becomes
 * Admin; the advisory lock makes two simultaneous first sign-ups pick exactly one.
 */
export async function onUserCreated(db: Db, input: { userId: string; signupCredits: number }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(4242001)`)
    await tx
      .update(users)
      .set({ role: 'Admin' })
      .where(
        sql`${users.id} = ${input.userId} and not exists (select 1 from ${users} where ${users.role} = 'Admin')`,
      )
  })
  if (input.signupCredits > 0) {
    await grantCredits(db, {
      userId: input.userId,
      amount: input.signupCredits,
      reason: 'signup',
      idempotencyKey: `signup:${input.userId}`,
    })
  }
}
