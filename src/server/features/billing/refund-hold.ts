import { and, eq, lt, sql } from 'drizzle-orm'
import { amountLeftMessage, refundMessages } from '#shared/schemas/order-admin.ts'
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

    await tx
      .delete(orderRefundHolds)
      .where(
        and(
          eq(orderRefundHolds.orderId, order.id),
          lt(orderRefundHolds.createdAt, new Date(now.getTime() - REFUND_HOLD_TTL_MS)),
        ),
      )
    const [same] = await tx
      .select({ id: orderRefundHolds.id })
      .from(orderRefundHolds)
      .where(eq(orderRefundHolds.id, requestId))
    if (same) return { order, captureId, amountCents, requestId, owned: false }

    const left = remaining - (await heldCents(tx, order.id))
    if (amountCents > left) {
      const message = amountLeftMessage(Math.max(0, left), order.currency)
      throw new AppError('VALIDATION', message, [{ path: 'amountCents', message }])
    }
    await tx
      .insert(orderRefundHolds)
      .values({ id: requestId, orderId: order.id, amountCents, createdAt: now })
    return { order, captureId, amountCents, requestId, owned: true }
  })
}

async function heldCents(tx: DbOrTx, orderRowId: string): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<number>`coalesce(sum(${orderRefundHolds.amountCents}), 0)::int` })
    .from(orderRefundHolds)
    .where(eq(orderRefundHolds.orderId, orderRowId))
  return Number(row?.cents ?? 0)
}

/** PayPal refused the refund, or holds it as PENDING: what it held is free again. */
export async function releaseRefundHold(db: DbOrTx, requestId: string) {
  await db.delete(orderRefundHolds).where(eq(orderRefundHolds.id, requestId))
}
