import { desc, eq } from 'drizzle-orm'
import type { BillingFields } from '#shared/billing/orders.ts'
import type { Db } from '../../db/client.ts'
import { orders } from '../../db/schema.ts'

/**
 * What the caller billed their last order to (package or item, paid or not: they typed it), so
 * checkout need not ask again. Ownership is the WHERE; a first purchase has none.
 */
export async function lastBillingDetails(db: Db, userId: string): Promise<BillingFields | null> {
  const [last] = await db
    .select({ fullName: orders.customerName, address: orders.address, country: orders.country })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1)
  return last ?? null
}
