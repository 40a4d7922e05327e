import { and, desc, eq, lt, type SQL, sql } from 'drizzle-orm'
import type { LedgerExportQuery, OrderExportQuery } from '#shared/billing/exports.ts'
import type { SessionUser } from '../../core/session-user.ts'
import type { Db } from '../../db/client.ts'
import { creditLedger, orders, users } from '../../db/schema.ts'
import { boundedRead } from '../../lib/bounded-read.ts'
import { csvStream } from '../../lib/csv.ts'
import type { OrderKind, OrderRow } from './order-view.ts'
import { orderFilters } from './orders.service.ts'

type ReadDeps = { db: Db; dbKind: 'pglite' | 'postgres'; config: { adminReadTimeoutMs: number } }

const money = (cents: number) => (cents / 100).toFixed(2)

/** The keyset: created_at as PostgreSQL's own text, so microseconds survive the round trip. */
const orderCursor = sql<string>`${orders.createdAt}::text`

/**
 * What the order has given back: the recorded refunds, or the whole for one refunded before refunds
 * were counted per order (as refundedCentsOf says on the order page). Drizzle leaves the columns
 * of a one-table select unqualified, so the subquery spells its own out.
 */
const refundedCents = sql<number>`(case when ${orders.paymentStatus} in ('Refunded', 'Reversed')
  then ${orders.totalCents}
  else least(${orders.totalCents}, (select coalesce(sum(r.amount_cents), 0)
    from order_refund r where r.order_id = "order".id)) end)::int`

/** Every order of a kind matching the list's filters, newest first, as CSV. */
export function exportOrders(deps: ReadDeps, kind: OrderKind, caller: SessionUser, query: OrderExportQuery) {
  const where = orderFilters(kind, caller, { ...query, page: 1, pageSize: 1, sort: 'date', dir: 'desc' })
  const item = kind === 'item'
  return csvStream({
    header: [
      'Order ID',
      'Date',
      'Customer',
      'E-mail',
      item ? 'Item' : 'Package',
      ...(item ? ['Item code'] : ['Credits']),
      'Price',
      'Fee',
      'Total',
      'Refunded',
      'Currency',
      'Payment status',
      'Order status',
      'Payment method',
      'PayPal transaction id',
      'Payer e-mail',
      'Captured',
    ],
    cells: ({ row, refunded }: { row: OrderRow; refunded: number }) => [
      row.orderId,
      row.createdAt,
      row.customerName,
      row.customerEmail,
      row.productName,
      item ? row.itemCode : row.credit,
      money(row.priceCents),
      money(row.processingFeeCents),
      money(row.totalCents),
      money(refunded),
      row.currency,
      row.paymentStatus,
      row.orderStatus,
      row.paymentMethod,
      row.paypalTransactionId,
      row.payerEmail,
      row.captureTime,
    ],
    readBatch: (after: { at: string; id: string } | null, size) =>
      boundedRead(deps, (db) =>
        db
          .select({ row: orders, cursor: orderCursor, refunded: refundedCents })
          .from(orders)
          .where(
            and(
              where,
              after
                ? sql`(${orders.createdAt}, ${orders.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
                : undefined,
            ),
          )
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(size),
      ),
    keyOf: ({ row, cursor }) => ({ at: cursor, id: row.id }),
  })
}

interface LedgerRow {
  id: number
  createdAt: Date
  userId: string
  email: string | null
  delta: number
  balanceAfter: number
  reason: string
  idempotencyKey: string
}

/** Every credit ledger entry (one user's, or everyone's), newest first, as CSV. */
export function exportLedger(deps: ReadDeps, query: LedgerExportQuery) {
  const filters: (SQL | undefined)[] = [
    query.userId ? eq(creditLedger.userId, query.userId) : undefined,
    query.from ? sql`${creditLedger.createdAt} >= ${`${query.from}T00:00:00Z`}::timestamptz` : undefined,
    query.to ? sql`${creditLedger.createdAt} < (${query.to}::date + 1)::timestamptz` : undefined,
  ]
  return csvStream({
    header: ['Entry', 'Date', 'User id', 'E-mail', 'Change', 'Balance after', 'Reason', 'Reference'],
    cells: (e: LedgerRow) => [
      e.id,
      e.createdAt,
      e.userId,
      e.email,
      e.delta,
      e.balanceAfter,
      e.reason,
      e.idempotencyKey,
    ],
    readBatch: (after: number | null, size) =>
      boundedRead(deps, (db) =>
        db
          .select({
            id: creditLedger.id,
            createdAt: creditLedger.createdAt,
            userId: creditLedger.userId,
            email: users.email,
            delta: creditLedger.delta,
            balanceAfter: creditLedger.balanceAfter,
            reason: creditLedger.reason,
            idempotencyKey: creditLedger.idempotencyKey,
          })
          .from(creditLedger)
          .leftJoin(users, eq(users.id, creditLedger.userId))
          .where(and(...filters, after === null ? undefined : lt(creditLedger.id, after)))
          .orderBy(desc(creditLedger.id))
          .limit(size),
      ),
    keyOf: (e) => e.id,
  })
}
