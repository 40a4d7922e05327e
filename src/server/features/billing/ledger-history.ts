import { desc, eq, inArray } from 'drizzle-orm'
import type { LedgerEntry } from '#shared/users/me.ts'
import type { DbOrTx } from '../../db/client.ts'
import { creditLedger, orderRefunds, orders, users } from '../../db/schema.ts'
import { cappedCount, pageOffset } from '../../lib/paging.ts'

type LedgerRow = typeof creditLedger.$inferSelect

/**
 * What an entry's idempotency key names (credit-ledger.ts and its callers write them):
 * `generation:{id}` and `refund:generation:{id}` a thumbnail run, `paypal-capture:{captureId}` a
 * purchase, `paypal-refund:{refundId}` and `paypal-reversal:{captureId}` a refund of one.
 */
function keyTarget(key: string): { generationId?: string; captureId?: string; refundKey?: string } {
  const generation = key.match(/^(?:refund:)?generation:(.+)$/)
  if (generation) return { generationId: generation[1] }
  if (key.startsWith('paypal-capture:')) return { captureId: key.slice('paypal-capture:'.length) }
  if (key.startsWith('paypal-reversal:')) return { captureId: key.slice('paypal-reversal:'.length) }
  if (key.startsWith('paypal-refund:')) return { refundKey: key.slice('paypal-'.length) }
  return {}
}

/** The rows as the history shows them: who made each, and the order or thumbnail run it belongs to. */
export async function describeLedgerRows(db: DbOrTx, rows: LedgerRow[]): Promise<LedgerEntry[]> {
  const targets = rows.map((row) => keyTarget(row.idempotencyKey))
  const actorIds = [...new Set(rows.map((row) => row.actorId).filter((id): id is string => Boolean(id)))]
  const captureIds = [...new Set(targets.map((t) => t.captureId).filter((id): id is string => Boolean(id)))]
  const refundKeys = [...new Set(targets.map((t) => t.refundKey).filter((id): id is string => Boolean(id)))]
  const actors = actorIds.length
    ? await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, actorIds))
    : []
  const byCapture = captureIds.length
    ? await db
        .select({ captureId: orders.paypalTransactionId, orderId: orders.orderId })
        .from(orders)
        .where(inArray(orders.paypalTransactionId, captureIds))
    : []
  const byRefund = refundKeys.length
    ? await db
        .select({
          key: orderRefunds.id,
          orderId: orders.orderId,
          amountCents: orderRefunds.amountCents,
          currency: orders.currency,
          creditsKept: orderRefunds.creditsKept,
        })
        .from(orderRefunds)
        .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
        .where(inArray(orderRefunds.id, refundKeys))
    : []
  const actorName = new Map(actors.map((a) => [a.id, a.name]))
  const captureOrder = new Map(byCapture.map((o) => [o.captureId, o.orderId]))
  const refundOf = new Map(byRefund.map((o) => [o.key, o]))
  return rows.map((row, index) => {
    const target = targets[index] ?? {}
    const refund = target.refundKey ? refundOf.get(target.refundKey) : undefined
    const orderId = (target.captureId && captureOrder.get(target.captureId)) || refund?.orderId || null
    return {
      id: String(row.id),
      delta: row.delta,
      reason: row.reason,
      balanceAfter: row.balanceAfter,
      createdAt: row.createdAt.toISOString(),
      // An actor since deleted is still someone, not the system.
      byName: row.actorId ? (actorName.get(row.actorId) ?? 'Deleted admin') : null,
      note: row.note,
      orderId,
      generationId: target.generationId ?? null,
      refund: refund
        ? { amountCents: refund.amountCents, currency: refund.currency, creditsKept: refund.creditsKept }
        : null,
    }
  })
}

/** One page of a user's credit history, newest first, each entry with its balance after it. */
export async function listLedgerHistory(
  db: DbOrTx,
  userId: string,
  page: { page: number; pageSize: number },
) {
  const rows = await db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .orderBy(desc(creditLedger.id))
    .limit(page.pageSize)
    .offset(pageOffset(page))
  const counted = await cappedCount(db, creditLedger, eq(creditLedger.userId, userId))
  return { entries: await describeLedgerRows(db, rows), ...counted }
}
