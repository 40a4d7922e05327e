import { and, eq, gte, sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client.ts'
import { creditLedger, users } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'

export type CreditReason = 'signup' | 'purchase' | 'generation' | 'refund' | 'admin_adjust' | 'reversal'

export interface LedgerResult {
  /** False when the idempotency key had already been used: nothing changed. */
  applied: boolean
  balance: number
}

async function currentBalance(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ balance: users.creditBalance }).from(users).where(eq(users.id, userId))
  if (!row) throw new AppError('NOT_FOUND', 'User not found')
  return row.balance
}

/**
 * Adds credits once per idempotency key. The ledger row is inserted first so a reused key stops
 * before the balance moves; both writes share one transaction.
 */
export function grantCredits(
  db: Db,
  input: { userId: string; amount: number; reason: CreditReason; idempotencyKey: string },
): Promise<LedgerResult> {
  if (!Number.isInteger(input.amount) || input.amount <= 0) {
    throw new AppError('VALIDATION', 'A grant must be a positive whole number of credits')
  }
  return db
    .transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({ creditBalance: sql`${users.creditBalance} + ${input.amount}` })
        .where(eq(users.id, input.userId))
        .returning({ balance: users.creditBalance })
      if (!updated) throw new AppError('NOT_FOUND', 'User not found')
      const inserted = await insertEntry(tx, input.userId, input.amount, updated.balance, input)
      if (!inserted) {
        tx.rollback()
      }
      return { applied: true, balance: updated.balance }
    })
    .catch(async (error: unknown) => {
      if (isRollback(error)) return { applied: false, balance: await currentBalance(db, input.userId) }
      throw error
    })
}

/**
 * Takes credits with one conditional update, so concurrent spends can never push a balance
 * below 0. Fails with INSUFFICIENT_CREDITS (402) and writes nothing when the balance is short.
 */
export function spendCredits(
  db: Db,
  input: { userId: string; amount: number; reason: CreditReason; idempotencyKey: string },
): Promise<LedgerResult> {
  if (!Number.isInteger(input.amount) || input.amount <= 0) {
    throw new AppError('VALIDATION', 'A spend must be a positive whole number of credits')
  }
  return db
    .transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({ creditBalance: sql`${users.creditBalance} - ${input.amount}` })
        .where(and(eq(users.id, input.userId), gte(users.creditBalance, input.amount)))
        .returning({ balance: users.creditBalance })
      if (!updated) {
        await currentBalance(tx, input.userId)
        throw new AppError('INSUFFICIENT_CREDITS', 'Insufficient credits. Buy more to generate images.')
      }
      const inserted = await insertEntry(tx, input.userId, -input.amount, updated.balance, input)
      if (!inserted) tx.rollback()
      return { applied: true, balance: updated.balance }
    })
    .catch(async (error: unknown) => {
      if (isRollback(error)) return { applied: false, balance: await currentBalance(db, input.userId) }
      throw error
    })
}

/** Gives back exactly what one spend took, at most once however often it is called. */
export async function refundCredits(db: Db, spendKey: string): Promise<LedgerResult> {
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

async function insertEntry(
  tx: DbOrTx,
  userId: string,
  delta: number,
  balanceAfter: number,
  input: { reason: CreditReason; idempotencyKey: string },
): Promise<boolean> {
  const rows = await tx
    .insert(creditLedger)
    .values({ userId, delta, balanceAfter, reason: input.reason, idempotencyKey: input.idempotencyKey })
    .onConflictDoNothing({ target: creditLedger.idempotencyKey })
    .returning({ id: creditLedger.id })
  return rows.length > 0
}

function isRollback(error: unknown): boolean {
  return error instanceof Error && error.name === 'TransactionRollbackError'
}
