import { count, desc, eq, sql } from 'drizzle-orm'
import { listLedgerHistory, listOrdersOfUser } from '#server/features/billing/index.ts'
import type { Membership, Role } from '#shared/common/roles.ts'
import { smallGenerationImageUrl, thumbnailTitle } from '#shared/generator/thumbnail-look.ts'
import { CUSTOMER_VIEW_LIMIT, type CustomerView } from '#shared/users/customer.ts'
import type { Db } from '../../db/client.ts'
import { generations, messageLog, supportTickets, users } from '../../db/schema.ts'
import { notFound } from '../../lib/app-error.ts'

// One row past the cap tells whether there are more, without counting every row.
const ONE_MORE = CUSTOMER_VIEW_LIMIT + 1
const capped = <T>(rows: T[]) => rows.slice(0, CUSTOMER_VIEW_LIMIT)

/**
 * The customer view (/admin/users/{id}): profile and role, orders, tickets, thumbnail runs with
 * their failures, and the messages the back office sent them, each newest first and capped. The
 * credit history pages on its own (GET /api/users/{id}/ledger).
 */
export async function getCustomerView(db: Db, userId: string): Promise<CustomerView> {
  const [row] = await db.select().from(users).where(eq(users.id, userId))
  if (!row) throw notFound('User')
  const orders = await listOrdersOfUser(db, userId, ONE_MORE)
  const tickets = await db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .orderBy(desc(supportTickets.createdAt))
    .limit(ONE_MORE)
  const runs = await db
    .select({
      id: generations.id,
      prompt: generations.prompt,
      params: generations.params,
      compositeKey: generations.compositeKey,
      width: generations.width,
      height: generations.height,
      status: generations.status,
      provider: generations.provider,
      error: generations.error,
      createdAt: generations.createdAt,
    })
    .from(generations)
    .where(eq(generations.userId, userId))
    .orderBy(desc(generations.createdAt))
    .limit(ONE_MORE)
  const [counts] = await db
    .select({
      total: count(),
      failed: sql<number>`count(*) filter (where ${generations.status} = 'failed')::int`,
    })
    .from(generations)
    .where(eq(generations.userId, userId))
  const sender = db.$with('sender').as(db.select({ id: users.id, name: users.name }).from(users))
  const messages = await db
    .with(sender)
    .select({
      id: messageLog.id,
      subject: messageLog.subject,
      sentAt: messageLog.sentAt,
      sentByName: sender.name,
    })
    .from(messageLog)
    .leftJoin(sender, eq(sender.id, messageLog.sentBy))
    .where(eq(messageLog.toUserId, userId))
    .orderBy(desc(messageLog.sentAt))
    .limit(ONE_MORE)
  return {
    profile: {
      id: row.id,
      name: row.name,
      email: row.email,
      profileUrl: row.image,
      role: row.role as Role,
      membership: row.membership as Membership,
      membershipEndsAt: row.membershipEndsAt?.toISOString() ?? null,
      creditBalance: row.creditBalance,
      address: row.address,
      city: row.city,
      country: row.country,
      phone: row.phone,
      createdAt: row.createdAt.toISOString(),
    },
    orders: capped(orders),
    tickets: capped(tickets).map((t) => ({
      id: t.id,
      subject: t.subject,
      status: t.status,
      priority: t.priority,
      createdAt: t.createdAt.toISOString(),
    })),
    generations: capped(runs).map(({ params, compositeKey, ...g }) => ({
      ...g,
      title: thumbnailTitle(params),
      category: params.category,
      imageUrl: compositeKey ? smallGenerationImageUrl(g.id) : null,
      createdAt: g.createdAt.toISOString(),
    })),
    generationCounts: { total: Number(counts?.total ?? 0), failed: Number(counts?.failed ?? 0) },
    messages: capped(messages).map((m) => ({
      id: String(m.id),
      subject: m.subject,
      sentAt: m.sentAt.toISOString(),
      sentByName: m.sentByName,
    })),
    more: {
      orders: orders.length > CUSTOMER_VIEW_LIMIT,
      tickets: tickets.length > CUSTOMER_VIEW_LIMIT,
      generations: runs.length > CUSTOMER_VIEW_LIMIT,
      messages: messages.length > CUSTOMER_VIEW_LIMIT,
    },
  }
}

/** A customer's credit history page; 404 for an unknown user rather than an empty list. */
export async function listCustomerLedger(db: Db, userId: string, page: { page: number; pageSize: number }) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId))
  if (!row) throw notFound('User')
  return listLedgerHistory(db, userId, page)
}
