import { and, eq, gte, lt, sql } from 'drizzle-orm'
import { amountLeftMessage, refundMessages } from '#shared/billing/order-admin.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import { orderRefundHolds, orders } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { refundableCents, refundedCentsOf } from './order-detail.service.ts'
import type { OrderRow } from './order-view.ts'
import { orderNotFound } from './orders.service.ts'

/**
 * Longer than a PayPal refund call can take (its client gives up after 15 s), so only a request
 * that died between its hold and its answer leaves one this old. PayPal's webhook then records
 * that refund if it went through, and PayPal itself refuses more than the capture has left.
 */
export const REFUND_HOLD_TTL_MS = 5 * 60_000

const SETTLED = ['Paid', 'Partially Refunded', 'Refunded', 'Reversed']

export interface RefundHold {
  order: OrderRow
  /** The PayPal capture refunded (`SIM-…` for a simulated one). */
  captureId: string
  amountCents: number
  /** The PayPal-Request-Id, and the hold's key. */
  requestId: string
  /** False when an identical request (a double click) already holds it: only its owner releases it. */
  owned: boolean
  /** A goodwill refund: the hold's own choice, so a joined double click cannot change it. */
  creditsKept: boolean
}

/**
 * Reserves a refund of the order under its row lock, before PayPal is asked: what is left is the
 * total less what is refunded and what other refunds in flight hold, so two refunds at once cannot
 * both fit. The request id is derived from the order, what it had refunded and the amount
 * (decision 020): an identical request joins the hold already taken, and PayPal replays its refund.
 */
export async function holdRefund(
  db: Db,
  orderId: string,
  requested: number | undefined,
  creditsKept = false,
  now: Date = new Date(),
): Promise<RefundHold> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.orderId, orderId)).for('update')
    if (!order) throw orderNotFound()
    const captureId = order.paypalTransactionId
    if (!captureId || !SETTLED.includes(order.paymentStatus)) {
      throw new AppError('CONFLICT', refundMessages.notRefundable)
    }
    const refunded = await refundedCentsOf(tx, order)
    const remaining = refundableCents(order, refunded)
    if (remaining <= 0) throw new AppError('CONFLICT', refundMessages.alreadyRefunded)
    const amountCents = requested ?? remaining
    const requestId = `refund-${order.orderId}-${refunded}-${amountCents}`

    const staleBefore = new Date(now.getTime() - REFUND_HOLD_TTL_MS)
    // A stale goodwill hold stays: it may belong to a PENDING refund whose webhook is still to come.
    await tx
      .delete(orderRefundHolds)
      .where(
        and(
          eq(orderRefundHolds.orderId, order.id),
          lt(orderRefundHolds.createdAt, staleBefore),
          eq(orderRefundHolds.creditsKept, false),
        ),
      )
    const [same] = await tx
      .select({ id: orderRefundHolds.id, creditsKept: orderRefundHolds.creditsKept })
      .from(orderRefundHolds)
      .where(eq(orderRefundHolds.id, requestId))
    if (same) {
      return { order, captureId, amountCents, requestId, owned: false, creditsKept: same.creditsKept }
    }

    const left = remaining - (await heldCents(tx, order.id, staleBefore))
    if (amountCents > left) {
      const message = amountLeftMessage(Math.max(0, left), order.currency)
      throw new AppError('VALIDATION', message, [{ path: 'amountCents', message }])
    }
    await tx
      .insert(orderRefundHolds)
      .values({ id: requestId, orderId: order.id, amountCents, creditsKept, createdAt: now })
    return { order, captureId, amountCents, requestId, owned: true, creditsKept }
  })
}

async function heldCents(tx: DbOrTx, orderRowId: string, staleBefore: Date): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<number>`coalesce(sum(${orderRefundHolds.amountCents}), 0)::int` })
    .from(orderRefundHolds)
    .where(and(eq(orderRefundHolds.orderId, orderRowId), gte(orderRefundHolds.createdAt, staleBefore)))
  return Number(row?.cents ?? 0)
}

/**
 * PayPal refused the refund, or holds it as PENDING: what it held is free again. A pending goodwill
 * refund keeps its hold (it stops counting after the TTL) so the webhook that completes it finds
 * the choice to keep the credits (`goodwillHoldFor`).
 */
export async function releaseRefundHold(db: DbOrTx, requestId: string) {
  await db.delete(orderRefundHolds).where(eq(orderRefundHolds.id, requestId))
}

/**
 * The webhook's refund when the order page asked for it as goodwill and has not recorded it yet
 * (PayPal's webhook came first, or the refund was PENDING): a goodwill hold of the same amount on
 * the order. It goes with the refund recorded in the same transaction.
 */
export async function takeGoodwillHold(tx: DbOrTx, orderRowId: string, amountCents: number) {
  const [hold] = await tx
    .select({ id: orderRefundHolds.id })
    .from(orderRefundHolds)
    .where(
      and(
        eq(orderRefundHolds.orderId, orderRowId),
        eq(orderRefundHolds.amountCents, amountCents),
        eq(orderRefundHolds.creditsKept, true),
      ),
    )
    .orderBy(orderRefundHolds.createdAt)
    .limit(1)
  if (!hold) return false
  await tx.delete(orderRefundHolds).where(eq(orderRefundHolds.id, hold.id))
  return true
}
