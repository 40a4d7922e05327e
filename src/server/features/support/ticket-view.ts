import { asc, eq } from 'drizzle-orm'
import {
  generationImageUrl,
  smallGenerationImageUrl,
  thumbnailTitle,
} from '#shared/generator/thumbnail-look.ts'
import type {
  ReportedPicture,
  TicketDetail,
  TicketGeneration,
  TicketSummary,
} from '#shared/support/schemas.ts'
import type { DbOrTx } from '../../db/client.ts'
import { creditLedger, generations, supportTicketMessages, type supportTickets } from '../../db/schema.ts'

export type TicketRow = typeof supportTickets.$inferSelect
type GenerationRow = typeof generations.$inferSelect

export function toSummary(row: TicketRow): TicketSummary {
  return {
    id: row.id,
    userId: row.userId,
    userName: row.userName,
    userEmail: row.userEmail,
    userImage: row.userImage,
    subject: row.subject,
    phone: row.phone,
    message: row.message,
    status: row.status,
    priority: row.priority,
    generationId: row.generationId,
    refundedAt: row.refundedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** The spend key a generation's credit was taken under (set by the generator, one per image). */
export const generationSpendKey = (generationId: string) => `generation:${generationId}`

/**
 * The ticket with its conversation. Only an admin gets the reported generation's details: the
 * prompt, settings, provider and error are for diagnosing, and the refund state drives the button.
 */
export async function toDetail(db: DbOrTx, row: TicketRow, forAdmin: boolean): Promise<TicketDetail> {
  const messages = await db
    .select()
    .from(supportTicketMessages)
    .where(eq(supportTicketMessages.ticketId, row.id))
    .orderBy(asc(supportTicketMessages.createdAt), asc(supportTicketMessages.id))
  const [reported] = row.generationId
    ? await db.select().from(generations).where(eq(generations.id, row.generationId))
    : []
  const generation = forAdmin && reported ? await toTicketGeneration(db, reported) : null
  return {
    ...toSummary(row),
    messages: messages.map((m) => ({
      id: String(m.id),
      sender: m.sender,
      // Which admin answered is for the desk; the customer hears from the support team.
      authorName: forAdmin && m.sender === 'admin' ? m.authorName : null,
      message: m.message,
      createdAt: m.createdAt.toISOString(),
    })),
    generation,
    picture: reported ? pictureOf(reported) : null,
  }
}

/** The reported picture: the ticket's owner is the generation's owner (tickets.service checks it). */
function pictureOf(generation: GenerationRow): ReportedPicture | null {
  if (!generation.compositeKey || !generation.width || !generation.height) return null
  return {
    imageUrl: smallGenerationImageUrl(generation.id),
    fullImageUrl: generationImageUrl(generation.id),
    width: generation.width,
    height: generation.height,
    title: thumbnailTitle(generation.params),
  }
}

async function toTicketGeneration(db: DbOrTx, generation: GenerationRow): Promise<TicketGeneration> {
  const [refund] = await db
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(eq(creditLedger.idempotencyKey, `refund:${generationSpendKey(generation.id)}`))
  return {
    id: generation.id,
    status: generation.status,
    prompt: generation.prompt,
    params: generation.params,
    provider: generation.provider,
    model: generation.model,
    error: generation.error,
    createdAt: generation.createdAt.toISOString(),
    refunded: Boolean(refund),
  }
}
