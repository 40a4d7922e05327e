import { eq, sql } from 'drizzle-orm'
import { takeBackCredits } from '../../core/credit-ledger.ts'
import type { AccountChanges } from '../../core/invalidation.ts'
import type { Db } from '../../db/client.ts'
import { orderRefundHolds, orderRefunds, orders, users } from '../../db/schema.ts'
import { membershipDays } from './codes.ts'
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
}

/**
 * One refund or reversal of a paid order, in one transaction: record it once by its key, set the
 * order's status, and take back the refunded share of the order's credits (as far as unspent;
 * never below 0) and of the membership days it added. Partial refunds add up (refund-rules.ts).
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
    const recorded = await tx
      .insert(orderRefunds)
      .values({
        id: input.key,
        orderId: order.id,
        // Never past the total: what is recorded as refunded stays within what was paid.
        amountCents: after - before,
        actorId: input.actorId ?? null,
        note: input.note || null,
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
    if (credits > 0) {
      await takeBackCredits(tx, {
        userId: order.userId,
        upTo: credits,
        idempotencyKey: `paypal-${input.key}`,
        actorId: input.actorId ?? null,
        note: input.note ?? null,
      })
    }
    if (order.kind !== 'package') return 'processed'
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
