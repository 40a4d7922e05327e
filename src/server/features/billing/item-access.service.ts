import { and, desc, eq, inArray } from 'drizzle-orm'
import { type ItemAccess, itemMessages } from '#shared/billing/items.ts'
import { PARTIALLY_REFUNDED, paymentStands } from '#shared/billing/orders.ts'
import { isAdmin } from '#shared/common/roles.ts'
import type { SessionUser } from '../../core/session-user.ts'
import type { Db } from '../../db/client.ts'
import { orders } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { findItemRow } from './items.service.ts'
import type { OrderRow } from './order-view.ts'
import { findOrderFor } from './orders.service.ts'

const notPaid = () => new AppError('FORBIDDEN', itemMessages.notPaid)

function toAccess(row: OrderRow): ItemAccess {
  return {
    orderId: row.orderId,
    itemId: row.itemCode,
    itemName: row.productName,
    slug: row.slug,
    imageUrl: row.imageUrl,
    accessUrl: row.accessUrl ?? '',
    guidelines: row.guidelines ?? '',
  }
}

/**
 * The accessUrl and guidelines of one item order, for its buyer while the payment stands (paid,
 * or partly refunded). Someone else's order is 404 (as every order read); the buyer's own unpaid,
 * wholly refunded or reversed order is 403. An admin sees any order's, marked as a preview.
 */
export async function accessByOrder(db: Db, caller: SessionUser, orderId: string): Promise<ItemAccess> {
  if (isAdmin(caller.role)) {
    // The admin's read-only view of what the buyer sees (or would see once paid), from Item Orders.
    const row = await findOrderFor(db, 'item', caller, orderId)
    return {
      ...toAccess(row),
      adminPreview: { customerEmail: row.customerEmail, paymentStatus: row.paymentStatus },
    }
  }
  const row = await findOrderFor(db, 'item', caller, orderId, { ownerOnly: true })
  if (!paymentStands(row.paymentStatus)) throw notPaid()
  return toAccess(row)
}

/** /premium/{slug}/{itemId}: the caller's latest paid order for the item, else 403. */
export async function accessByItem(db: Db, caller: SessionUser, itemRef: string): Promise<ItemAccess> {
  const item = await findItemRow(db, itemRef)
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.kind, 'item'),
        eq(orders.itemRef, item.id),
        eq(orders.userId, caller.id),
        inArray(orders.paymentStatus, ['Paid', PARTIALLY_REFUNDED]),
      ),
    )
    .orderBy(desc(orders.captureTime))
    .limit(1)
  if (!row) throw notPaid()
  return toAccess(row)
}
