import { z } from 'zod'
import { pageField, pageInfoShape } from '../common/paging.ts'
import { MESSAGE_LOG_PAGE_SIZE } from './constants.ts'
import { usersMessages } from './messages.ts'

/** An operator-written e-mail template; `{{name}}` is filled in with the recipient's name. */
export const emailTemplateInputSchema = z.strictObject({
  templateName: z.string().trim().min(1, usersMessages.templateNameRequired).max(100),
  subject: z.string().trim().min(1, usersMessages.subjectRequired).max(200),
  body: z.string().trim().min(1, usersMessages.bodyRequired).max(20_000),
})
export type EmailTemplateInput = z.infer<typeof emailTemplateInputSchema>

export const emailTemplateSchema = emailTemplateInputSchema.extend({
  id: z.string(),
  updatedAt: z.string(),
})
export type EmailTemplate = z.infer<typeof emailTemplateSchema>
export const emailTemplateListSchema = z.array(emailTemplateSchema)

export const templateIdParamsSchema = z.object({ id: z.uuid() })

/** POST /api/messages: the spec's toEmail, subject, messageBody, plus the template used (if any). */
export const sendMessageSchema = z.strictObject({
  toEmail: z.email().max(320),
  subject: z.string().trim().min(1, usersMessages.subjectRequired).max(200),
  messageBody: z.string().trim().min(1, usersMessages.bodyRequired).max(20_000),
  templateId: z.uuid().nullish(),
})
export type SendMessageInput = z.infer<typeof sendMessageSchema>

export const sentMessageSchema = z.object({
  id: z.string(),
  toEmail: z.string(),
  subject: z.string(),
  sentAt: z.string(),
})

export const messageLogQuerySchema = z.object({
  to: z.email().max(320),
  page: pageField,
  pageSize: z.coerce.number().int().min(1).max(100).default(MESSAGE_LOG_PAGE_SIZE),
})

/** One row of the Message Log History (#, Day, Sent Date, Template Name). */
export const messageLogEntrySchema = z.object({
  id: z.string(),
  subject: z.string(),
  templateName: z.string().nullable(),
  sentAt: z.string(),
})
export type MessageLogEntry = z.infer<typeof messageLogEntrySchema>

export const messageLogPageSchema = z.object({
  entries: z.array(messageLogEntrySchema),
  ...pageInfoShape,
})
export type MessageLogPage = z.infer<typeof messageLogPageSchema>
