import { and, eq, isNull } from 'drizzle-orm'
import { supportMessages } from '#shared/support/messages.ts'
import type { TicketDetail } from '#shared/support/schemas.ts'
import { refundCredits } from '../../core/credit-ledger.ts'
import type { AccountChanges } from '../../core/invalidation.ts'
import type { Db } from '../../db/client.ts'
import { supportTickets } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { auditInTransaction } from '../../lib/audit-context.ts'
import { generationSpendKey, toDetail } from './ticket-view.ts'

/**
 * Gives back the credit of the generation a ticket reports, once. Two guards make "once" hold:
 * the ticket is claimed with a conditional update (a second click finds refunded_at set), and
 * the ledger refund is keyed by the spend (another ticket, or the generator's own refund of a
 * failed image, finds the key taken). Either way the answer is 409 and nothing changes: the
 * claim and the refund commit or roll back together.
 */
export async function refundTicketGeneration(
  deps: { db: Db; accounts: AccountChanges },
  id: string,
): Promise<TicketDetail> {
  const { db } = deps
  const [ticket] = await db.select().from(supportTickets).where(eq(supportTickets.id, id))
  if (!ticket) throw new AppError('NOT_FOUND', supportMessages.ticketNotFound)
  const generationId = ticket.generationId
  if (!generationId) throw new AppError('CONFLICT', supportMessages.notLinked)
  const row = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(supportTickets)
      .set({ refundedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(supportTickets.id, id), isNull(supportTickets.refundedAt)))
      .returning()
    if (!claimed) throw new AppError('CONFLICT', supportMessages.alreadyRefunded)
    // A nested transaction (savepoint) inside ours, so the claim above rolls back with it.
    const refund = await refundCredits(tx, generationSpendKey(generationId))
    if (!refund.applied) throw new AppError('CONFLICT', supportMessages.alreadyRefunded)
    await auditInTransaction(tx, {
      before: { refundedAt: null },
      after: { refundedAt: claimed.refundedAt, generationId, customer: ticket.userEmail },
    })
    return claimed
  })
  // Committed: the credit shows in the reporter's /api/me (the generation is theirs: tickets.service).
  if (row.userId) deps.accounts.changed(row.userId)
  return toDetail(db, row, true)
}
