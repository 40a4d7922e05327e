import { asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { type OrderDetail, receiptNumber, type TimelineEntry } from '#shared/billing/order-admin.ts'
import { formatMoney } from '#shared/common/money.ts'
import type { DbOrTx } from '../../db/client.ts'
import { creditLedger, orderRefunds, orders, paypalWebhookEvents, users } from '../../db/schema.ts'
import type { OrderRow } from './order-view.ts'
import { toOrderView } from './order-view.ts'
import { orderNotFound } from './orders.service.ts'

/** Captures the simulated provider made (payments.service.ts): refunded without PayPal. */
export const isSimulatedCapture = (captureId: string | null) => Boolean(captureId?.startsWith('SIM-'))

const REFUNDABLE = ['Paid', 'Partially Refunded']

export async function findOrderRow(db: DbOrTx, orderId: string): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(eq(orders.orderId, orderId))
  if (!row) throw orderNotFound()
  return row
}

/** How much of the order PayPal has given back so far (a reversal or whole refund counts as all). */
export async function refundedCentsOf(db: DbOrTx, order: OrderRow): Promise<number> {
  if (order.paymentStatus === 'Refunded' || order.paymentStatus === 'Reversed') return order.totalCents
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${orderRefunds.amountCents}), 0)::int` })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, order.id))
  return Math.min(order.totalCents, Number(row?.cents ?? 0))
}

export const refundableCents = (order: OrderRow, refunded: number) =>
  REFUNDABLE.includes(order.paymentStatus) && order.paypalTransactionId ? order.totalCents - refunded : 0

const WEBHOOK_LABELS: Record<string, string> = {
  'PAYMENT.CAPTURE.COMPLETED': 'PayPal webhook: capture completed',
  'PAYMENT.CAPTURE.DENIED': 'PayPal webhook: capture denied',
  'PAYMENT.CAPTURE.REFUNDED': 'PayPal webhook: capture refunded',
  'PAYMENT.CAPTURE.REVERSED': 'PayPal webhook: capture reversed',
  'PAYMENT.CAPTURE.PENDING': 'PayPal webhook: capture pending',
}

/** GET /api/admin/orders/{orderId}: the order, its buyer, what it granted and took back, and its timeline. */
export async function getOrderDetail(db: DbOrTx, orderId: string): Promise<OrderDetail> {
  const order = await findOrderRow(db, orderId)
  const [buyer] = order.userId
    ? await db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, order.userId))
    : []
  const refunds = await db
    .select({
      id: orderRefunds.id,
      amountCents: orderRefunds.amountCents,
      createdAt: orderRefunds.createdAt,
      note: orderRefunds.note,
      creditsKept: orderRefunds.creditsKept,
      byName: users.name,
      actorId: orderRefunds.actorId,
    })
    .from(orderRefunds)
    .leftJoin(users, eq(users.id, orderRefunds.actorId))
    .where(eq(orderRefunds.orderId, order.id))
    .orderBy(asc(orderRefunds.createdAt))
  const captureId = order.paypalTransactionId
  const ledgerKeys = [
    ...(captureId ? [`paypal-capture:${captureId}`, `paypal-reversal:${captureId}`] : []),
    ...refunds.map((refund) => `paypal-${refund.id}`),
  ]
  const ledger = ledgerKeys.length
    ? await db
        .select({ key: creditLedger.idempotencyKey, delta: creditLedger.delta })
        .from(creditLedger)
        .where(inArray(creditLedger.idempotencyKey, ledgerKeys))
    : []
  const resourceIds = [
    ...(captureId ? [captureId] : []),
    ...refunds.map((refund) => refund.id.replace(/^(refund|reversal):/, '')),
  ]
  const events = resourceIds.length
    ? await db
        .select()
        .from(paypalWebhookEvents)
        .where(inArray(paypalWebhookEvents.resourceId, resourceIds))
        .orderBy(asc(paypalWebhookEvents.receivedAt))
    : []
  const refunded = await refundedCentsOf(db, order)

  const timeline: TimelineEntry[] = [
    { at: order.createdAt.toISOString(), kind: 'created', label: 'Order placed' },
  ]
  if (order.paymentStartedAt)
    timeline.push({
      at: order.paymentStartedAt.toISOString(),
      kind: 'payment_started',
      label: `PayPal order ${order.paypalOrderId ?? ''} created; the buyer went to approve it`,
    })
  if (order.captureTime)
    timeline.push({
      at: order.captureTime.toISOString(),
      kind: 'captured',
      label: `Approved and captured: ${captureId ?? ''}${isSimulatedCapture(captureId) ? ' (simulated)' : ''}`,
    })
  for (const refund of refunds) {
    const by = refund.actorId ? ` by ${refund.byName ?? 'a deleted admin'}` : ' through PayPal'
    timeline.push({
      at: refund.createdAt.toISOString(),
      kind: 'refunded',
      label: `${refund.id.startsWith('reversal:') ? 'Reversed' : 'Refunded'} ${formatMoney(refund.amountCents, order.currency)}${by}`,
    })
  }
  for (const event of events)
    timeline.push({
      at: event.receivedAt.toISOString(),
      kind: 'webhook',
      label: WEBHOOK_LABELS[event.eventType] ?? `PayPal webhook: ${event.eventType}`,
    })
  timeline.sort((a, b) => a.at.localeCompare(b.at))

  const sum = (predicate: (key: string) => boolean) =>
    ledger.filter((entry) => predicate(entry.key)).reduce((total, entry) => total + entry.delta, 0)
  return {
    order: toOrderView(order),
    buyer: buyer ?? null,
    receiptNumber: order.receiptNumber === null ? null : receiptNumber(order.receiptNumber),
    simulated: isSimulatedCapture(captureId),
    creditsGranted: sum((key) => key.startsWith('paypal-capture:')),
    creditsTakenBack: -sum((key) => !key.startsWith('paypal-capture:')),
    refundedCents: refunded,
    refundableCents: refundableCents(order, refunded),
    refunds: refunds.map((refund) => ({
      id: refund.id.replace(/^(refund|reversal):/, ''),
      amountCents: refund.amountCents,
      createdAt: refund.createdAt.toISOString(),
      byName: refund.actorId ? (refund.byName ?? 'Deleted admin') : null,
      note: refund.note,
      creditsKept: refund.creditsKept,
    })),
    timeline,
  }
}

/** Orders of one user (the customer view), newest first. */
export async function listOrdersOfUser(db: DbOrTx, userId: string, limit: number) {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(limit)
  return rows.map(toOrderView)
}
