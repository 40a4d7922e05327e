import { desc, eq, sql } from 'drizzle-orm'
import type { MessageLogPage, SendMessageInput } from '#shared/users/email-messages.ts'
import { NAME_PLACEHOLDER, usersMessages } from '#shared/users/messages.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import { emailTemplates, messageLog, users } from '../../db/schema.ts'
import { AppError, notFound } from '../../lib/app-error.ts'
import { cappedCount, pageOffset } from '../../lib/paging.ts'
import { sanitizeRichText } from '../../lib/sanitize-html.ts'
import type { Mailer } from '../../providers/mail/mailer.ts'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** A plain-text copy for mail clients that do not show HTML. */
export const htmlToText = (html: string) =>
  html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;|&#34;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;|&#38;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim()

const fillName = (text: string, name: string) => text.split(NAME_PLACEHOLDER).join(name)

/**
 * An admin's e-mail to one user: `{{name}}` is filled in with the recipient's name, the body
 * is sanitized, the mail provider sends it, and the message log records it. A failed delivery
 * is not logged as sent and answers 502.
 */
export async function sendMessage(
  deps: { db: Db; mailer: Mailer },
  senderId: string,
  input: SendMessageInput,
): Promise<{ id: string; toEmail: string; subject: string; sentAt: string }> {
  const [recipient] = await deps.db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.toEmail.toLowerCase()))
  if (!recipient) throw notFound('User')
  let templateName: string | null = null
  if (input.templateId) {
    const [template] = await deps.db
      .select({ templateName: emailTemplates.templateName })
      .from(emailTemplates)
      .where(eq(emailTemplates.id, input.templateId))
    if (!template) throw notFound('Template')
    templateName = template.templateName
  }
  const subject = fillName(input.subject, recipient.name)
  const html = sanitizeRichText(fillName(input.messageBody, escapeHtml(recipient.name)))
  if (!html) throw new AppError('VALIDATION', usersMessages.bodyRequired)
  try {
    await deps.mailer.send({ to: recipient.email, subject, html, text: htmlToText(html) })
  } catch {
    throw new AppError('PROVIDER_ERROR', usersMessages.messageFailed)
  }
  const [row] = await deps.db
    .insert(messageLog)
    .values({
      toUserId: recipient.id,
      toEmail: recipient.email,
      subject,
      body: html,
      templateName,
      sentBy: senderId,
    })
    .returning()
  if (!row) throw new Error('insert returned no row')
  return { id: String(row.id), toEmail: row.toEmail, subject: row.subject, sentAt: row.sentAt.toISOString() }
}

/** The Message Log History for one address, newest first. */
export async function listMessageLog(
  db: DbOrTx,
  query: { to: string; page: number; pageSize: number },
): Promise<MessageLogPage> {
  const where = eq(sql`lower(${messageLog.toEmail})`, query.to.toLowerCase())
  const offset = pageOffset(query)
  // One after the other: a bounded read runs both in one transaction, on one connection.
  const rows = await db
    .select()
    .from(messageLog)
    .where(where)
    .orderBy(desc(messageLog.sentAt), desc(messageLog.id))
    .limit(query.pageSize)
    .offset(offset)
  const counted = await cappedCount(db, messageLog, where)
  return {
    entries: rows.map((r) => ({
      id: String(r.id),
      subject: r.subject,
      templateName: r.templateName,
      sentAt: r.sentAt.toISOString(),
    })),
    ...counted,
    page: query.page,
    pageSize: query.pageSize,
  }
}
