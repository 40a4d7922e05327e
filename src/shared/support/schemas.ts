/**
 * Support desk contract (customer-side.md User support, §3-§5, §8; admin-and-items.md inbox):
 * - POST  /api/support-tickets                 user, CreateTicketBody -> TicketDetail (201)
 * - GET   /api/support-tickets?…               user: own; Admin: every ticket, with priority and e-mail filters
 * - GET   /api/support-tickets/{id}            owner or Admin -> TicketDetail (404 for anyone else)
 * - POST  /api/support-tickets/{id}/messages   owner or Admin, ReplyBody -> TicketDetail; 409 once closed
 * - PATCH /api/support-tickets/{id}            Admin, TicketPatch -> TicketDetail
 * - POST  /api/support-tickets/{id}/refund     Admin -> TicketDetail; 409 when already refunded
 */
import { z } from 'zod'
import { pageField, pageInfoShape } from '../common/paging.ts'
import { supportMessages, TICKET_PRIORITIES, TICKET_STATUSES } from './messages.ts'

export const SUPPORT_SUBJECT_MAX = 200
export const SUPPORT_MESSAGE_MAX = 5_000
export const SUPPORT_PHONE_MAX = 40
/** Tickets one user may open per hour: each one e-mails the operator, so it must not become a mail cannon. */
export const SUPPORT_TICKETS_PER_HOUR = 5

const requiredText = (message: string, max: number) => z.string().trim().min(1, message).max(max)

export const createTicketSchema = z.object({
  subject: requiredText(supportMessages.subjectRequired, SUPPORT_SUBJECT_MAX),
  message: requiredText(supportMessages.messageRequired, SUPPORT_MESSAGE_MAX),
  phone: z.string().trim().max(SUPPORT_PHONE_MAX).optional(),
  /** Set by 'Report a problem': the caller's own generation, or 404. */
  generationId: z.uuid().optional(),
})
export type CreateTicketBody = z.infer<typeof createTicketSchema>

/** Replies must be non-empty after trimming (customer-side.md §5, admin-and-items.md §5). */
export const replySchema = z.object({
  message: requiredText(supportMessages.replyRequired, SUPPORT_MESSAGE_MAX),
})
export type ReplyBody = z.infer<typeof replySchema>

export const ticketPatchSchema = z
  .object({
    status: z.enum(TICKET_STATUSES).optional(),
    priority: z.enum(TICKET_PRIORITIES).optional(),
  })
  .refine((patch) => patch.status !== undefined || patch.priority !== undefined, supportMessages.patchEmpty)
export type TicketPatch = z.infer<typeof ticketPatchSchema>

export const ticketIdParamsSchema = z.object({ id: z.uuid() })

/** Dates are calendar days (YYYY-MM-DD, UTC); `to` includes its whole day. */
export const ticketListQuerySchema = z
  .object({
    status: z.enum(TICKET_STATUSES).optional(),
    priority: z.enum(TICKET_PRIORITIES).optional(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    /** Admin only: part of the ticket owner's e-mail, case-insensitive. */
    email: z.string().trim().max(320).optional(),
    /** Only the caller's own tickets, even for an admin (the user-side support page). */
    mine: z.stringbool().optional(),
    page: pageField,
    pageSize: z.coerce.number().int().min(1).max(100).default(50),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: supportMessages.dateRangeOrder,
    path: ['to'],
  })
export type TicketListQuery = z.infer<typeof ticketListQuerySchema>

export const ticketStatusSchema = z.enum(TICKET_STATUSES)
export const ticketPrioritySchema = z.enum(TICKET_PRIORITIES)

export const ticketSummarySchema = z.object({
  id: z.string(),
  /** The customer's account (null once deleted); the back office links to the customer view. */
  userId: z.string().nullable().default(null),
  userName: z.string(),
  userEmail: z.string(),
  userImage: z.string().nullable(),
  subject: z.string(),
  phone: z.string(),
  message: z.string(),
  status: ticketStatusSchema,
  priority: ticketPrioritySchema,
  generationId: z.string().nullable(),
  refundedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type TicketSummary = z.infer<typeof ticketSummarySchema>

export const ticketMessageSchema = z.object({
  id: z.string(),
  sender: z.enum(['admin', 'user']),
  /** The admin who wrote an admin reply, for admins only; null for replies written before issue 24. */
  authorName: z.string().nullable().default(null),
  message: z.string(),
  createdAt: z.string(),
})
export type TicketMessage = z.infer<typeof ticketMessageSchema>

/** What the admin sees of a reported generation: enough to judge it and refund it. */
export const ticketGenerationSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  prompt: z.string(),
  params: z.record(z.string(), z.unknown()),
  provider: z.string(),
  model: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  /** True once the ledger holds its refund (from this desk or from the generator itself). */
  refunded: z.boolean(),
})
export type TicketGeneration = z.infer<typeof ticketGenerationSchema>

/** The picture 'Report a problem' attached, as its owner and the desk both see it. */
export const reportedPictureSchema = z.object({
  /** The list-sized copy, and the file itself (owner and admin may read both). */
  imageUrl: z.string(),
  fullImageUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** The words on the picture; null when it has none. */
  title: z.string().nullable(),
})
export type ReportedPicture = z.infer<typeof reportedPictureSchema>

export const ticketDetailSchema = ticketSummarySchema.extend({
  messages: z.array(ticketMessageSchema),
  /** For the owner and the admin; null without a reported generation, or when it has no picture. */
  picture: reportedPictureSchema.nullable(),
  /** Admin only; null for the ticket's owner and for tickets without a generation. */
  generation: ticketGenerationSchema.nullable(),
})
export type TicketDetail = z.infer<typeof ticketDetailSchema>

export const ticketPageSchema = z.object({
  tickets: z.array(ticketSummarySchema),
  ...pageInfoShape,
})
export type TicketPage = z.infer<typeof ticketPageSchema>
