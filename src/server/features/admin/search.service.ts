import { desc, eq, ilike, or, sql } from 'drizzle-orm'
import { type AdminSearchResult, type OrderHit, SEARCH_HITS_PER_KIND } from '#shared/admin/search.ts'
import type { DbOrTx } from '../../db/client.ts'
import { orders, supportTickets, users } from '../../db/schema.ts'

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** One more than shown, to know whether there are more. */
const LIMIT = SEARCH_HITS_PER_KIND + 1

function page<T>(rows: T[]) {
  return { more: rows.length > SEARCH_HITS_PER_KIND, hits: rows.slice(0, SEARCH_HITS_PER_KIND) }
}

/**
 * The back office's one search box: users by name or e-mail; package and item orders by order id,
 * buyer name or e-mail, PayPal transaction id or item code; tickets by the opener's name or e-mail,
 * subject, or id. Each kind reads at most 6 rows through the trigram indexes (docs/queries.md).
 */
export async function searchBackOffice(db: DbOrTx, q: string): Promise<AdminSearchResult> {
  const pattern = `%${escapeLike(q)}%`
  const userRows = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(or(ilike(users.name, pattern), ilike(users.email, pattern), eq(users.id, q)))
    .orderBy(desc(users.createdAt))
    .limit(LIMIT)
  const orderRows = async (kind: 'package' | 'item') => {
    const rows = await db
      .select()
      .from(orders)
      .where(
        sql`${orders.kind} = ${kind} and ${or(
          ilike(orders.orderId, pattern),
          ilike(orders.customerName, pattern),
          ilike(orders.customerEmail, pattern),
          ilike(orders.paypalTransactionId, pattern),
          kind === 'item' ? ilike(orders.itemCode, pattern) : undefined,
        )}`,
      )
      .orderBy(desc(orders.createdAt))
      .limit(LIMIT)
    return rows.map(
      (o): OrderHit => ({
        orderId: o.orderId,
        productName: o.productName,
        itemCode: o.itemCode,
        customerName: o.customerName,
        customerEmail: o.customerEmail,
        paymentStatus: o.paymentStatus,
        paypalTransactionId: o.paypalTransactionId,
        totalCents: o.totalCents,
        currency: o.currency,
        createdAt: o.createdAt.toISOString(),
      }),
    )
  }
  const packageOrders = await orderRows('package')
  const itemOrders = await orderRows('item')
  const ticketRows = await db
    .select({
      id: supportTickets.id,
      subject: supportTickets.subject,
      userName: supportTickets.userName,
      userEmail: supportTickets.userEmail,
      status: supportTickets.status,
      createdAt: supportTickets.createdAt,
    })
    .from(supportTickets)
    .where(
      or(
        ilike(supportTickets.userEmail, pattern),
        ilike(supportTickets.userName, pattern),
        ilike(supportTickets.subject, pattern),
        UUID.test(q) ? eq(supportTickets.id, q) : undefined,
      ),
    )
    .orderBy(desc(supportTickets.createdAt))
    .limit(LIMIT)
  return {
    users: page(userRows),
    orders: page(packageOrders),
    itemOrders: page(itemOrders),
    tickets: page(ticketRows.map((t) => ({ ...t, createdAt: t.createdAt.toISOString() }))),
  }
}
