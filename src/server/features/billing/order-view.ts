import type { ItemOrder, Order } from '#shared/billing/orders.ts'
import type { orders } from '../../db/schema.ts'

export type OrderRow = typeof orders.$inferSelect
export type OrderKind = OrderRow['kind']

const iso = (date: Date | null) => (date ? date.toISOString() : null)

function base(row: OrderRow) {
  return {
    orderId: row.orderId,
    userId: row.userId,
    paymentId: row.paymentId,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    address: row.address,
    country: row.country,
    productName: row.productName,
    credit: row.credit,
    validity: row.validityDays,
    priceCents: row.priceCents,
    processingFeeCents: row.processingFeeCents,
    totalCents: row.totalCents,
    currency: row.currency,
    paymentStatus: row.paymentStatus,
    orderStatus: row.orderStatus,
    orderDate: row.orderDate,
    createdAt: row.createdAt.toISOString(),
    paymentMethod: row.paymentMethod,
    paypalTransactionId: row.paypalTransactionId,
    payerEmail: row.payerEmail,
    captureTime: iso(row.captureTime),
    membershipValidity: iso(row.membershipValidity),
  }
}

export function toOrder(row: OrderRow): Order {
  return {
    ...base(row),
    kind: 'package',
    packageId: row.packageId,
    packageName: row.productName,
    points: row.points ?? null,
  }
}

/** Never the accessUrl or guidelines: those go out only through the paid-access endpoints. */
export function toItemOrder(row: OrderRow): ItemOrder {
  return {
    ...base(row),
    kind: 'item',
    itemName: row.productName,
    itemId: row.itemCode,
    slug: row.slug,
    imageUrl: row.imageUrl,
  }
}

export const toOrderView = (row: OrderRow) => (row.kind === 'item' ? toItemOrder(row) : toOrder(row))
