import { and, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm'
import { supportMessages } from '#shared/support/messages.ts'
import type { CreateTicketBody, TicketDetail, TicketListQuery, TicketPage } from '#shared/support/schemas.ts'
import type { SessionUser } from '../../core/session-user.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import { generations, supportTickets, users } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { cappedCount, pageOffset } from '../../lib/paging.ts'
import { mailOperatorNewTicket, type SupportMailDeps } from './support-mail.ts'
import { type TicketRow, toDetail, toSummary } from './ticket-view.ts'

export const isStaff = (caller: SessionUser) => caller.role === 'Admin'

/**
 * The ticket the caller may see: an admin any, a user only their own. Ownership is part of the
 * WHERE, so someone else's ticket reads exactly like a missing one (404).
 */
export async function findTicket(
  db: DbOrTx,
  caller: SessionUser,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<TicketRow> {
  const scope = isStaff(caller)
    ? eq(supportTickets.id, id)
    : and(eq(supportTickets.id, id), eq(supportTickets.userId, caller.id))
  const query = db.select().from(supportTickets).where(scope)
  const [row] = options.forUpdate ? await query.for('update') : await query
  if (!row) throw new AppError('NOT_FOUND', supportMessages.ticketNotFound)
  return row
}

/**
 * A new ticket starts as open, with the owner's name, e-mail and photo copied in so the inbox
 * still reads after the account is gone. The operator is e-mailed once it is stored.
 */
export async function createTicket(
  deps: SupportMailDeps & { db: Db },
  caller: SessionUser,
  input: CreateTicketBody,
): Promise<TicketDetail> {
  const { db } = deps
  if (input.generationId) {
    const [own] = await db
      .select({ id: generations.id })
      .from(generations)
      .where(and(eq(generations.id, input.generationId), eq(generations.userId, caller.id)))
    if (!own) throw new AppError('NOT_FOUND', supportMessages.generationNotFound)
  }
  const [owner] = await db
    .select({ name: users.name, email: users.email, image: users.image })
    .from(users)
    .where(eq(users.id, caller.id))
  if (!owner) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.')
  const [row] = await db
    .insert(supportTickets)
    .values({
      userId: caller.id,
      userName: owner.name,
      userEmail: owner.email,
      userImage: owner.image,
      subject: input.subject,
      message: input.message,
      phone: input.phone ?? '',
      generationId: input.generationId ?? null,
    })
    .returning()
  if (!row) throw new Error('ticket insert returned nothing')
  await mailOperatorNewTicket(deps, row)
  return toDetail(db, row, false)
}

function dayStart(date: string): Date {
  return new Date(`${date}T00:00:00.000Z`)
}

function nextDayStart(date: string): Date {
  const start = dayStart(date)
  start.setUTCDate(start.getUTCDate() + 1)
  return start
}

/** `%`, `_` and `\` typed into the search box are matched literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * A user's own tickets, or every ticket for an admin (who may also search by e-mail) unless they
 * ask for their own (`mine`); newest first.
 */
export async function listTickets(
  db: DbOrTx,
  caller: SessionUser,
  query: TicketListQuery,
): Promise<TicketPage> {
  const staff = isStaff(caller) && !query.mine
  const conditions: (SQL | undefined)[] = [
    staff ? undefined : eq(supportTickets.userId, caller.id),
    query.status ? eq(supportTickets.status, query.status) : undefined,
    query.priority ? eq(supportTickets.priority, query.priority) : undefined,
    query.from ? gte(supportTickets.createdAt, dayStart(query.from)) : undefined,
    query.to ? lt(supportTickets.createdAt, nextDayStart(query.to)) : undefined,
    staff && query.email ? ilike(supportTickets.userEmail, `%${likeLiteral(query.email)}%`) : undefined,
  ]
  const where = and(...conditions)
  const offset = pageOffset(query)
  // One after the other: a bounded read runs both in one transaction, on one connection.
  const rows = await db
    .select()
    .from(supportTickets)
    .where(where)
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
    .limit(query.pageSize)
    .offset(offset)
  const counted = await cappedCount(db, supportTickets, where)
  return {
    tickets: rows.map(toSummary),
    ...counted,
    page: query.page,
    pageSize: query.pageSize,
  }
}

export async function getTicket(db: Db, caller: SessionUser, id: string): Promise<TicketDetail> {
  return toDetail(db, await findTicket(db, caller, id), isStaff(caller))
}
