import { eq, sql } from 'drizzle-orm'
import { goodwillNote } from '#shared/billing/order-admin.ts'
import { takeBackCredits } from '../../core/credit-ledger.ts'
import type { AccountChanges } from '../../core/invalidation.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import { orderRefundHolds, orderRefunds, orders, users } from '../../db/schema.ts'
import { membershipDays } from './codes.ts'
import { takeGoodwillHold } from './refund-hold.ts'
import {
  membershipAfterRefund,
  type RefundKind,
  refundedAfter,
  refundedShareDelta,
  refundStatuses,
} from './refund-rules.ts'

/** Statuses of an order whose payment went through (and may have granted something). */
const SETTLED = ['Paid', 'Partially Refunded', 'Refunded', 'Reversed']
/** Wholly given back, by this code or by the rule before refunds were counted per order. */
const WHOLLY_REFUNDED = ['Refunded', 'Reversed']

export interface RefundInput {
  orderRowId: string
  /** `refund:{refundId}` or `reversal:{captureId}`: each is applied once. */
  key: string
  kind: RefundKind
  /** The refund's own amount; ignored for a reversal, which takes what is left. */
  amountCents: number
  /** The admin who refunded from the order page; absent when PayPal's webhook brought it. */
  actorId?: string
  note?: string | null
  /** The order page's hold for this refund (refund-hold.ts): it goes as the refund is recorded. */
  holdId?: string
  /**
   * A goodwill refund (decision 048): the order page says; for PayPal's webhook, a goodwill hold of
   * the same amount on the order says, when the order page asked for one and has not recorded it.
   */
  creditsKept?: boolean
}

/**
 * One refund or reversal of a paid order, in one transaction: record it once by its key, set the
 * order's status, and take back the refunded share of the order's credits (as far as unspent;
 * never below 0) and of the membership days it added. Partial refunds add up (refund-rules.ts).
 * A goodwill refund takes back neither: its ledger entry changes nothing and says why.
 */
export async function applyRefund(
  deps: { db: Db; accounts: AccountChanges },
  input: RefundInput,
  now: Date = new Date(),
): Promise<'processed' | 'duplicate' | 'ignored'> {
  let debited: string | null = null
  const outcome = await deps.db.transaction(async (tx) => {
    // The row lock puts refunds of one order in a line, so each sees the ones before it.
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderRowId)).for('update')
    // The hold gives way to the refund in the same commit, so what is left never counts it twice
    // nor misses it between the two.
    if (input.holdId) await tx.delete(orderRefundHolds).where(eq(orderRefundHolds.id, input.holdId))
    if (!order || !SETTLED.includes(order.paymentStatus)) return 'ignored'
    const [counted] = await tx
      .select({ cents: sql<number>`coalesce(sum(${orderRefunds.amountCents}), 0)::int` })
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, order.id))
    const before = WHOLLY_REFUNDED.includes(order.paymentStatus)
      ? order.totalCents
      : Math.min(order.totalCents, Number(counted?.cents ?? 0))
    const after = refundedAfter(order.totalCents, before, input.kind, input.amountCents)
    const creditsKept = input.creditsKept ?? (await webhookGoodwill(tx, order.id, input))
    const recorded = await tx
      .insert(orderRefunds)
      .values({
        id: input.key,
        orderId: order.id,
        // Never past the total: what is recorded as refunded stays within what was paid.
        amountCents: after - before,
        actorId: input.actorId ?? null,
        note: input.note || null,
        creditsKept,
      })
      .onConflictDoNothing()
      .returning({ id: orderRefunds.id })
    if (recorded.length === 0) return 'duplicate'

    const { paymentStatus, orderStatus } = refundStatuses(order.totalCents, after, input.kind)
    await tx
      .update(orders)
      .set({ paymentStatus, ...(orderStatus ? { orderStatus } : {}), updatedAt: now })
      .where(eq(orders.id, order.id))
    // The account may be gone (deleted since): the order records the refund, nobody is debited.
    if (!order.userId) return 'processed'
    debited = order.userId

    const credits = refundedShareDelta(order.credit, order.totalCents, before, after)
    if (credits > 0 || creditsKept) {
      // Kept credits still get their entry, so the buyer's history explains the refund.
      await takeBackCredits(tx, {
        userId: order.userId,
        upTo: creditsKept ? 0 : credits,
        idempotencyKey: `paypal-${input.key}`,
        actorId: input.actorId ?? null,
        note: creditsKept ? goodwillNote(input.note) : (input.note ?? null),
      })
    }
    if (order.kind !== 'package' || creditsKept) return 'processed'
    const days = refundedShareDelta(membershipDays(order.validityDays), order.totalCents, before, after)
    const [member] = await tx
      .select({ endsAt: users.membershipEndsAt })
      .from(users)
      .where(eq(users.id, order.userId))
      .for('update')
    const membership = membershipAfterRefund(member?.endsAt ?? null, days, now)
    if (membership) {
      await tx
        .update(users)
        .set({ membership: membership.membership, membershipEndsAt: membership.endsAt })
        .where(eq(users.id, order.userId))
    }
    return 'processed'
  })
  // Committed: the buyer's /api/me shows what the refund took back from their next request.
  if (debited) deps.accounts.changed(debited)
  return outcome
}

/** PayPal's webhook brought a refund the order page asked as goodwill (see RefundInput.creditsKept). */
async function webhookGoodwill(tx: DbOrTx, orderRowId: string, input: RefundInput) {
  if (input.kind !== 'refund' || input.holdId) return false
  // Only a refund about to be recorded takes the hold: a redelivery leaves another's hold alone.
  const [seen] = await tx
    .select({ id: orderRefunds.id })
    .from(orderRefunds)
    .where(eq(orderRefunds.id, input.key))
  if (seen) return false
  return takeGoodwillHold(tx, orderRowId, input.amountCents)
}
