import { asc, eq } from 'drizzle-orm'
import type { EmailTemplate, EmailTemplateInput } from '#shared/users/email-messages.ts'
import type { Db } from '../../db/client.ts'
import { emailTemplates } from '../../db/schema.ts'
import { notFound } from '../../lib/app-error.ts'
import { noteAuditChange } from '../../lib/audit-context.ts'
import { sanitizeRichText } from '../../lib/sanitize-html.ts'

const toTemplate = (row: typeof emailTemplates.$inferSelect): EmailTemplate => ({
  id: row.id,
  templateName: row.templateName,
  subject: row.subject,
  body: row.body,
  updatedAt: row.updatedAt.toISOString(),
})

/** The body is HTML an admin wrote: sanitized on write (and again when a message is sent). */
const clean = (input: EmailTemplateInput) => ({ ...input, body: sanitizeRichText(input.body) })

export async function listTemplates(db: Db): Promise<EmailTemplate[]> {
  const rows = await db
    .select()
    .from(emailTemplates)
    .orderBy(asc(emailTemplates.templateName), asc(emailTemplates.id))
  return rows.map(toTemplate)
}

export async function createTemplate(db: Db, input: EmailTemplateInput): Promise<EmailTemplate> {
  const [row] = await db.insert(emailTemplates).values(clean(input)).returning()
  if (!row) throw new Error('insert returned no row')
  return toTemplate(row)
}

export async function updateTemplate(db: Db, id: string, input: EmailTemplateInput): Promise<EmailTemplate> {
  const [row] = await db
    .update(emailTemplates)
    .set({ ...clean(input), updatedAt: new Date() })
    .where(eq(emailTemplates.id, id))
    .returning()
  if (!row) throw notFound('Template')
  return toTemplate(row)
}

export async function deleteTemplate(db: Db, id: string): Promise<void> {
  const rows = await db.delete(emailTemplates).where(eq(emailTemplates.id, id)).returning()
  const [gone] = rows
  if (!gone) throw notFound('Template')
  noteAuditChange({ before: { templateName: gone.templateName, subject: gone.subject }, after: null })
}
