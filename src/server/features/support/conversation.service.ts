import { eq } from 'drizzle-orm'
import { supportMessages } from '#shared/support/messages.ts'
import type { ReplyBody, TicketDetail, TicketPatch } from '#shared/support/schemas.ts'
import type { SessionUser } from '../../core/session-user.ts'
import { supportTicketMessages, supportTickets } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { auditInTransaction, noteAuditChange } from '../../lib/audit-context.ts'
import { mailUserAdminReply, type SupportMailDeps } from './support-mail.ts'
import { toDetail } from './ticket-view.ts'
import { findTicket, isStaff } from './tickets.service.ts'

/**
 * Adds a reply to the conversation. The ticket row is locked first, so a reply racing a close
 * either lands before it or is refused: a closed ticket takes no replies from anyone (409).
 * The owner's reply puts the ticket back to in-progress; staff's reply is e-mailed to the owner
 * and audited with the admin's identity. Each reply records who wrote it.
 */
export async function replyToTicket(
  deps: SupportMailDeps,
  caller: SessionUser,
  id: string,
  input: ReplyBody,
): Promise<TicketDetail> {
  const { ticket, sender } = await deps.db.transaction(async (tx) => {
    const row = await findTicket(tx, caller, id, { forUpdate: true })
    if (row.status === 'closed') throw new AppError('CONFLICT', supportMessages.ticketClosed)
    // The owner speaks as the user even when they are an admin; anyone else here is staff.
    const sender = row.userId === caller.id ? 'user' : 'admin'
    await tx.insert(supportTicketMessages).values({
      ticketId: row.id,
      sender,
      authorId: caller.id,
      authorName: caller.name,
      message: input.message,
    })
    const [updated] = await tx
      .update(supportTickets)
      .set({ status: sender === 'user' ? 'in-progress' : row.status, updatedAt: new Date() })
      .where(eq(supportTickets.id, row.id))
      .returning()
    // Staff answering someone else's ticket is an admin write; the entry commits with the reply.
    if (sender === 'admin') {
      await auditInTransaction(tx, {
        entityType: 'support-tickets',
        entityId: row.id,
        after: { reply: input.message, customer: row.userEmail },
      })
    }
    return { ticket: updated ?? row, sender }
  })
  if (sender === 'admin') await mailUserAdminReply(deps, ticket, input.message)
  return toDetail(deps.db, ticket, isStaff(caller))
}

/** The admin sets any status or priority at any time (admin-and-items.md §4). */
export async function updateTicket(
  deps: Pick<SupportMailDeps, 'db'>,
  caller: SessionUser,
  id: string,
  patch: TicketPatch,
): Promise<TicketDetail> {
  const [before] = await deps.db
    .select({ status: supportTickets.status, priority: supportTickets.priority })
    .from(supportTickets)
    .where(eq(supportTickets.id, id))
  const [row] = await deps.db
    .update(supportTickets)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(supportTickets.id, id))
    .returning()
  if (!row) throw new AppError('NOT_FOUND', supportMessages.ticketNotFound)
  noteAuditChange({ before, after: { status: row.status, priority: row.priority } })
  return toDetail(deps.db, row, isStaff(caller))
}
