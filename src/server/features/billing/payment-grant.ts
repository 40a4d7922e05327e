import { and, eq, inArray, sql } from 'drizzle-orm'
import { grantCredits } from '../../core/credit-ledger.ts'
import type { AccountChanges } from '../../core/invalidation.ts'
import type { Db } from '../../db/client.ts'
import { orders, users } from '../../db/schema.ts'
import { membershipDays } from './codes.ts'
import type { OrderRow } from './order-view.ts'

/** A capture PayPal (or the simulated provider) reported COMPLETED and we verified. */
export interface VerifiedCapture {
  captureId: string
  payerEmail: string | null
  captureTime: Date
}

const DAY_MS = 86_400_000

/** Statuses a payment may still complete from: a denied capture can be retried with another card. */
const PAYABLE_STATUSES = ['pending', 'Denied']

/**
 * The order's status once paid: Completed when it is delivered to its buyer; Cancelled when the
 * account was deleted meanwhile (the money came, nothing was delivered: the operator refunds it).
 */
export const paidOrderStatus = (userId: string | null): 'Completed' | 'Cancelled' =>
  userId ? 'Completed' : 'Cancelled'

/** A pending order whose PayPal capture came back PENDING (its id noted): only the webhook settles it. */
export const awaitsPaypal = (row: { paymentStatus: string; paypalTransactionId: string | null }): boolean =>
  row.paymentStatus.toLowerCase() === 'pending' && row.paypalTransactionId !== null

/** Whether an order may still be paid (pending, or denied and tried again). */
export const isPayable = (paymentStatus: string): boolean =>
  paymentStatus.toLowerCase() === 'pending' || paymentStatus === 'Denied'

/**
 * The one grant path (capture, webhook and simulated approval all end here). In one transaction:
 * mark the order Paid/Completed/Paypal, grant its credits with key `paypal-capture:{captureId}`,
 * and extend premium membership by the validity days from the later of now and the current end.
 *
 * Exactly once: the conditional update lets one caller through per order (a concurrent second
 * caller waits on the row, then finds it no longer payable), and the ledger key refuses a second
 * grant for the same capture even if the order were somehow payable again.
 */
export async function completePaidOrder(
  deps: { db: Db; accounts: AccountChanges },
  orderRowId: string,
  capture: VerifiedCapture,
  now: Date = new Date(),
): Promise<{ changed: boolean; order: OrderRow }> {
  const result = await grantInTransaction(deps.db, orderRowId, capture, now)
  // Committed: the buyer's /api/me shows the new balance and membership from their next request.
  if (result.changed && result.order.userId) deps.accounts.changed(result.order.userId)
  return result
}

function grantInTransaction(
  db: Db,
  orderRowId: string,
  capture: VerifiedCapture,
  now: Date,
): Promise<{ changed: boolean; order: OrderRow }> {
  return db.transaction(async (tx) => {
    const [paid] = await tx
      .update(orders)
      .set({
        paymentStatus: 'Paid',
        orderStatus: 'Completed',
        paymentMethod: 'Paypal',
        paypalTransactionId: capture.captureId,
        payerEmail: capture.payerEmail,
        captureTime: capture.captureTime,
        // Numbered in the order payments complete; a rolled-back payment may leave a gap.
        receiptNumber: sql`nextval('order_receipt_number_seq')`,
        updatedAt: now,
      })
      .where(and(eq(orders.id, orderRowId), inArray(orders.paymentStatus, PAYABLE_STATUSES)))
      .returning()
    if (!paid) {
      const [current] = await tx.select().from(orders).where(eq(orders.id, orderRowId))
      if (!current) throw new Error(`order ${orderRowId} vanished during payment`)
      return { changed: false, order: current }
    }
    if (!paid.userId) {
      // The account was deleted while PayPal held the payment: nobody to grant to. The capture is
      // kept on the order (for the refund) and the order is Cancelled, not Completed.
      const [orphan] = await tx
        .update(orders)
        .set({ orderStatus: paidOrderStatus(paid.userId) })
        .where(eq(orders.id, orderRowId))
        .returning()
      return { changed: true, order: orphan ?? paid }
    }

    if (paid.credit > 0) {
      await grantCredits(tx, {
        userId: paid.userId,
        amount: paid.credit,
        reason: 'purchase',
        idempotencyKey: `paypal-capture:${capture.captureId}`,
      })
    }
    if (paid.kind !== 'package') return { changed: true, order: paid }

    const [member] = await tx
      .select({ endsAt: users.membershipEndsAt })
      .from(users)
      .where(eq(users.id, paid.userId))
      .for('update')
    if (!member) return { changed: true, order: paid }
    const from = Math.max(now.getTime(), member.endsAt?.getTime() ?? 0)
    const endsAt = new Date(from + membershipDays(paid.validityDays) * DAY_MS)
    await tx
      .update(users)
      .set({ membership: 'premium', membershipEndsAt: endsAt })
      .where(eq(users.id, paid.userId))
    const [withValidity] = await tx
      .update(orders)
      .set({ membershipValidity: endsAt })
      .where(eq(orders.id, orderRowId))
      .returning()
    return { changed: true, order: withValidity ?? paid }
  })
}
