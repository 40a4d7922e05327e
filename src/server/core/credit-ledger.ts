import { and, eq, gte, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client.ts'
import { creditLedger, users } from '../db/schema.ts'
import { AppError } from '../lib/app-error.ts'

export type CreditReason = 'signup' | 'purchase' | 'generation' | 'refund' | 'admin_adjust' | 'reversal'

export interface LedgerInput {
  userId: string
  amount: number
  reason: CreditReason
  idempotencyKey: string
}

export interface LedgerResult {
  /** False when the idempotency key had already been used: nothing changed. */
  applied: boolean
  balance: number
}

const INSUFFICIENT_MESSAGE = 'Insufficient credits. Buy more to generate images.'

/**
 * The credit ledger, shared by every feature that moves credits (sign-up, payments, generation,
 * support refunds, operator corrections). Each function takes the database or a transaction handle:
 * inside a transaction its own `transaction()` is a savepoint, so the entry commits or rolls back with
 * the caller's work.
 */

/** Adds credits once per idempotency key. */
export function grantCredits(db: DbOrTx, input: LedgerInput): Promise<LedgerResult> {
  return applyEntry(db, input, +1)
}

/**
 * Takes credits with one conditional update, so concurrent spends can never push a balance
 * below 0. Fails with INSUFFICIENT_CREDITS (402) and writes nothing when the balance is short.
 */
export function spendCredits(db: DbOrTx, input: LedgerInput): Promise<LedgerResult> {
  return applyEntry(db, input, -1)
}

/**
 * Spends several entries (a run's images, each with its own key so each can be refunded alone) in
 * one conditional update of their total, inside the caller's transaction: two runs sent at once
 * against a balance that covers one cannot both run dry image by image, and exactly one is taken.
 * Fails with INSUFFICIENT_CREDITS (402) and writes nothing when the balance is short.
 */
export async function spendCreditsTogether(
  tx: DbOrTx,
  input: { userId: string; reason: CreditReason; entries: { amount: number; idempotencyKey: string }[] },
): Promise<number> {
  if (input.entries.some((entry) => !Number.isInteger(entry.amount) || entry.amount <= 0)) {
    throw new AppError('VALIDATION', 'Credit amounts are positive whole numbers')
  }
  const total = input.entries.reduce((sum, entry) => sum + entry.amount, 0)
  const [updated] = await tx
    .update(users)
    .set({ creditBalance: sql`${users.creditBalance} - ${total}` })
    .where(and(eq(users.id, input.userId), gte(users.creditBalance, total)))
    .returning({ balance: users.creditBalance })
  if (!updated) {
    await currentBalance(tx, input.userId)
    throw new AppError('INSUFFICIENT_CREDITS', INSUFFICIENT_MESSAGE)
  }
  // Each entry's balance as if they had been spent one after another, so the history reads true.
  let after = updated.balance + total
  await tx.insert(creditLedger).values(
    input.entries.map((entry) => {
      after -= entry.amount
      return {
        userId: input.userId,
        delta: -entry.amount,
        balanceAfter: after,
        reason: input.reason,
        idempotencyKey: entry.idempotencyKey,
      }
    }),
  )
  return updated.balance
}

/** Gives back exactly what one spend took, at most once however often it is called. */
export async function refundCredits(db: DbOrTx, spendKey: string): Promise<LedgerResult> {
  const [spend] = await db
    .select({ userId: creditLedger.userId, delta: creditLedger.delta })
    .from(creditLedger)
    .where(eq(creditLedger.idempotencyKey, spendKey))
  if (!spend || spend.delta >= 0) throw new AppError('NOT_FOUND', 'No spend to refund')
  return grantCredits(db, {
    userId: spend.userId,
    amount: -spend.delta,
    reason: 'refund',
    idempotencyKey: `refund:${spendKey}`,
  })
}

/** Thrown inside the transaction to undo the balance change when the key was already used. */
class AlreadyApplied extends Error {}

/**
 * One transaction: move the balance (conditionally, for a spend), then append the ledger row.
 * A reused key makes the insert a no-op, and the balance change is rolled back with it; under
 * concurrency the second writer waits on the user row, then on the key, and backs out.
 */
async function applyEntry(db: DbOrTx, input: LedgerInput, sign: 1 | -1): Promise<LedgerResult> {
  if (!Number.isInteger(input.amount) || input.amount <= 0) {
    throw new AppError('VALIDATION', 'Credit amounts are positive whole numbers')
  }
  const delta = sign * input.amount
  const condition: SQL | undefined =
    sign < 0
      ? and(eq(users.id, input.userId), gte(users.creditBalance, input.amount))
      : eq(users.id, input.userId)
  try {
    return await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({ creditBalance: sql`${users.creditBalance} + ${delta}` })
        .where(condition)
        .returning({ balance: users.creditBalance })
      if (!updated) {
        await currentBalance(tx, input.userId)
        throw new AppError('INSUFFICIENT_CREDITS', INSUFFICIENT_MESSAGE)
      }
      const inserted = await tx
        .insert(creditLedger)
        .values({
          userId: input.userId,
          delta,
          balanceAfter: updated.balance,
          reason: input.reason,
          idempotencyKey: input.idempotencyKey,
        })
        .onConflictDoNothing({ target: creditLedger.idempotencyKey })
        .returning({ id: creditLedger.id })
      if (inserted.length === 0) throw new AlreadyApplied()
      return { applied: true, balance: updated.balance }
    })
  } catch (error) {
    if (error instanceof AlreadyApplied)
      return { applied: false, balance: await currentBalance(db, input.userId) }
    throw error
  }
}

/** The balance, or NOT_FOUND when the user does not exist (which also explains a failed update). */
async function currentBalance(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ balance: users.creditBalance }).from(users).where(eq(users.id, userId))
  if (!row) throw new AppError('NOT_FOUND', 'User not found')
  return row.balance
}

/**
 * An operator's correction: moves the balance by `delta` (either sign) and appends one
 * `admin_adjust` entry, inside the caller's transaction so it commits with the rest of the edit.
 * The update is conditional, so a correction can never take a balance below 0 (409 instead).
 */
export async function adjustCredits(
  tx: DbOrTx,
  input: { userId: string; delta: number; idempotencyKey: string; actorId?: string; note?: string | null },
): Promise<number> {
  if (!Number.isInteger(input.delta) || input.delta === 0) {
    throw new AppError('VALIDATION', 'A credit adjustment is a non-zero whole number')
  }
  const [updated] = await tx
    .update(users)
    .set({ creditBalance: sql`${users.creditBalance} + ${input.delta}` })
    .where(and(eq(users.id, input.userId), gte(users.creditBalance, -input.delta)))
    .returning({ balance: users.creditBalance })
  if (!updated) {
    await currentBalance(tx, input.userId)
    throw new AppError('CONFLICT', 'The credit balance cannot go below 0.')
  }
  await tx.insert(creditLedger).values({
    userId: input.userId,
    delta: input.delta,
    balanceAfter: updated.balance,
    reason: 'admin_adjust',
    idempotencyKey: input.idempotencyKey,
    actorId: input.actorId ?? null,
    note: input.note || null,
  })
  return updated.balance
}

/**
 * Takes back up to `upTo` credits once per key (a refunded or reversed payment), never more than
 * the balance still holds: credits already spent stay spent, and the balance never goes below 0.
 * The entry is written even when nothing is left to take, so the key stays used.
 */
export async function takeBackCredits(
  db: DbOrTx,
  input: {
    userId: string
    upTo: number
    idempotencyKey: string
    actorId?: string | null
    note?: string | null
  },
): Promise<LedgerResult & { taken: number }> {
  if (!Number.isInteger(input.upTo) || input.upTo < 0) {
    throw new AppError('VALIDATION', 'Credit amounts are positive whole numbers')
  }
  return db.transaction(async (tx) => {
    // The row lock orders this against concurrent spends and against a second take-back.
    const [row] = await tx
      .select({ balance: users.creditBalance })
      .from(users)
      .where(eq(users.id, input.userId))
      .for('update')
    if (!row) throw new AppError('NOT_FOUND', 'User not found')
    const [used] = await tx
      .select({ id: creditLedger.id })
      .from(creditLedger)
      .where(eq(creditLedger.idempotencyKey, input.idempotencyKey))
    if (used) return { applied: false, balance: row.balance, taken: 0 }
    const taken = Math.min(input.upTo, row.balance)
    const balance = row.balance - taken
    if (taken > 0) {
      await tx
        .update(users)
        .set({ creditBalance: sql`${users.creditBalance} - ${taken}` })
        .where(eq(users.id, input.userId))
    }
    await tx.insert(creditLedger).values({
      userId: input.userId,
      delta: -taken,
      balanceAfter: balance,
      reason: 'reversal',
      idempotencyKey: input.idempotencyKey,
      actorId: input.actorId ?? null,
      note: input.note || null,
    })
    return { applied: true, balance, taken }
  })
}
