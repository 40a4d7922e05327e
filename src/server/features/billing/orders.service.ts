import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm'
import {
  type BillingFields,
  type OrderListQuery,
  orderMessages,
  PAYMENT_STATUSES,
} from '#shared/billing/orders.ts'
import { isAdmin } from '#shared/common/roles.ts'
import type { SessionUser } from '../../core/session-user.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import { orders } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { noteAuditChange } from '../../lib/audit-context.ts'
import { cappedCount, pageOffset } from '../../lib/paging.ts'
import { formatOrderDate, isUniqueViolation, randomCode } from './codes.ts'
import type { OrderKind, OrderRow } from './order-view.ts'

export const orderNotFound = () => new AppError('NOT_FOUND', orderMessages.orderNotFound)

/** Sellers may not buy (spec §6); the server says so whatever the page showed. */
export function assertMayPurchase(user: SessionUser): void {
  if (user.role === 'Seller') throw new AppError('FORBIDDEN', orderMessages.sellerCannotPurchase)
}

export type ProductFields = Pick<
  typeof orders.$inferInsert,
  | 'kind'
  | 'productName'
  | 'priceCents'
  | 'credit'
  | 'validityDays'
  | 'packageId'
  | 'itemRef'
  | 'itemCode'
  | 'slug'
  | 'imageUrl'
  | 'accessUrl'
  | 'guidelines'
  | 'currency'
  | 'points'
>

const CODE_ATTEMPTS = 5

/**
 * Places a pending order priced from the product (fee 0, total = price). The order and payment
 * ids are random 8-character codes; a collision with an existing one is retried with new codes.
 */
export async function placeOrder(
  db: Db,
  user: SessionUser,
  billing: BillingFields,
  product: ProductFields,
): Promise<OrderRow> {
  for (let attempt = 1; ; attempt++) {
    try {
      const now = new Date()
      const [row] = await db
        .insert(orders)
        .values({
          ...product,
          orderId: randomCode(),
          paymentId: randomCode(),
          userId: user.id,
          customerName: billing.fullName,
          customerEmail: user.email,
          address: billing.address,
          country: billing.country,
          processingFeeCents: 0,
          totalCents: product.priceCents,
          paymentStatus: 'pending',
          orderStatus: 'pending',
          orderDate: formatOrderDate(now),
          createdAt: now,
          updatedAt: now,
        })
        .returning()
      if (!row) throw new Error('order insert returned nothing')
      return row
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= CODE_ATTEMPTS) throw error
    }
  }
}

/** The caller's order of this kind (an admin may read any); anything else is 404, never 403. */
export async function findOrderFor(
  db: DbOrTx,
  kind: OrderKind,
  caller: SessionUser,
  orderId: string,
  options: { ownerOnly?: boolean } = {},
): Promise<OrderRow> {
  const scope =
    isAdmin(caller.role) && !options.ownerOnly
      ? and(eq(orders.kind, kind), eq(orders.orderId, orderId))
      : and(eq(orders.kind, kind), eq(orders.orderId, orderId), eq(orders.userId, caller.id))
  const [row] = await db.select().from(orders).where(scope)
  if (!row) throw orderNotFound()
  return row
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

function sortColumns(query: OrderListQuery): SQL[] {
  const direction = query.dir === 'asc' ? asc : desc
  switch (query.sort) {
    case 'daysLeft':
      // No end date counts as Expired: first when ascending, last when descending.
      return [
        query.dir === 'asc'
          ? sql`${orders.membershipValidity} asc nulls first`
          : sql`${orders.membershipValidity} desc nulls last`,
        desc(orders.createdAt),
      ]
    case 'packageName':
      return [direction(sql`lower(${orders.productName})`), desc(orders.createdAt)]
    case 'orderId':
      return [direction(orders.orderId)]
    case 'totalPrice':
      return [direction(orders.totalCents), desc(orders.createdAt)]
    case 'paymentStatus':
      return [direction(sql`lower(${orders.paymentStatus})`), desc(orders.createdAt)]
    default:
      return [direction(orders.createdAt)]
  }
}

/**
 * What an order list is filtered by: a kind, the caller's own orders (or everyone's for an admin),
 * the status, the day range, the product, and the search, which matches what the order screens
 * show: order id, customer name and e-mail, order and payment status, product name, item code and
 * PayPal transaction id, case-insensitively. The CSV export reads with the same filters.
 */
export function orderFilters(kind: OrderKind, caller: SessionUser, query: OrderListQuery): SQL | undefined {
  const filters: (SQL | undefined)[] = [eq(orders.kind, kind)]
  if (!isAdmin(caller.role) || query.mine) filters.push(eq(orders.userId, caller.id))
  // 'pending' stays a literal, so the planner can use the pending orders' partial index (0005).
  if (query.status === 'pending') filters.push(sql`lower(${orders.paymentStatus}) = 'pending'`)
  else if (query.status) filters.push(sql`lower(${orders.paymentStatus}) = ${query.status}`)
  if (query.from) filters.push(sql`${orders.createdAt} >= ${`${query.from}T00:00:00Z`}::timestamptz`)
  if (query.to) filters.push(sql`${orders.createdAt} < (${query.to}::date + 1)::timestamptz`)
  if (query.product) {
    filters.push(
      kind === 'item'
        ? or(eq(orders.itemCode, query.product), sql`${orders.itemRef}::text = ${query.product}`)
        : sql`${orders.packageId}::text = ${query.product}`,
    )
  }
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`
    // Payment statuses come from a closed set: the ones containing the text, matched by equality.
    const typed = query.search.toLowerCase()
    const statuses = PAYMENT_STATUSES.map((s) => s.toLowerCase()).filter((s) => s.includes(typed))
    filters.push(
      or(
        ilike(orders.orderId, pattern),
        ilike(orders.customerName, pattern),
        ilike(orders.customerEmail, pattern),
        ilike(orders.orderStatus, pattern),
        ilike(orders.productName, pattern),
        ilike(orders.paypalTransactionId, pattern),
        kind === 'item' ? ilike(orders.itemCode, pattern) : undefined,
        statuses.length > 0 ? inArray(sql`lower(${orders.paymentStatus})`, statuses) : undefined,
      ),
    )
  }
  return and(...filters)
}

/** One page of orders of a kind, filtered as `orderFilters` says. */
export async function listOrders(db: DbOrTx, kind: OrderKind, caller: SessionUser, query: OrderListQuery) {
  const where = orderFilters(kind, caller, query)
  const order = [...sortColumns(query), asc(orders.id)]
  // The page's ids first, then their rows: the rows a deep page skips are read from an index alone
  // (order_kind_created_id_idx for the default order), not fetched from the table one by one
  // (docs/queries.md). One after the other: a bounded read runs both in one transaction.
  const pageIds = db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset(pageOffset(query))
  const rows = await db
    .select()
    .from(orders)
    .where(inArray(orders.id, pageIds))
    .orderBy(...order)
  const counted = await cappedCount(db, orders, where)
  return { rows, ...counted, page: query.page, pageSize: query.pageSize }
}

/** Admin delete: pending orders only; a paid (or otherwise settled) order answers 409. */
export async function deleteOrder(db: Db, kind: OrderKind, orderId: string): Promise<void> {
  const deleted = await db
    .delete(orders)
    .where(
      and(
        eq(orders.kind, kind),
        eq(orders.orderId, orderId),
        sql`lower(${orders.paymentStatus}) = 'pending'`,
      ),
    )
    .returning()
  const [gone] = deleted
  if (gone) {
    const { customerName, customerEmail, productName, totalCents, currency, paymentStatus } = gone
    noteAuditChange({
      before: { customerName, customerEmail, productName, totalCents, currency, paymentStatus },
      after: null,
    })
    return
  }
  const [exists] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.kind, kind), eq(orders.orderId, orderId)))
  if (!exists) throw orderNotFound()
  throw new AppError('CONFLICT', orderMessages.onlyPendingDeletable)
}
