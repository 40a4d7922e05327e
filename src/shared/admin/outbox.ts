import { z } from 'zod'
import { pageInfoShape } from '../common/paging.ts'

/** A message held in the outbox when no SMTP server is configured (and a copy of each sent one). */
export const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  status: z.enum(['queued', 'sent', 'failed']),
  createdAt: z.string(),
})
export const outboxPageSchema = z.object({
  messages: z.array(outboxMessageSchema),
  ...pageInfoShape,
})
export type OutboxMessage = z.infer<typeof outboxMessageSchema>
export type OutboxPage = z.infer<typeof outboxPageSchema>
