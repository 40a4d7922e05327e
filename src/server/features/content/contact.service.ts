import type { FastifyBaseLogger } from 'fastify'
import type { ContactMessageInput } from '#shared/content/schemas.ts'
import type { Db } from '../../db/client.ts'
import { contactMessages } from '../../db/schema.ts'
import { operatorEmail } from '../../lib/operator-email.ts'
import type { Mailer } from '../../providers/mail/mailer.ts'

/**
 * Stores the visitor's message first, so it is kept even when the e-mail to the operator fails,
 * then e-mails it. A delivery failure is logged (and recorded in the outbox) but not shown to the
 * visitor: their message has been received.
 */
export async function sendContactMessage(
  deps: { db: Db; mailer: Mailer; log: FastifyBaseLogger; contactEmail: string | undefined },
  input: ContactMessageInput,
  ip: string,
): Promise<void> {
  const [stored] = await deps.db
    .insert(contactMessages)
    .values({ ...input, ip })
    .returning({ id: contactMessages.id })
  const to = await operatorEmail(deps.db, deps.contactEmail)
  if (!to) {
    deps.log.warn({ contactMessageId: stored?.id }, 'contact message stored; no operator address to e-mail')
    return
  }
  const text = [
    `New message from the contact form.`,
    '',
    `Name: ${input.name}`,
    `Email: ${input.email}`,
    `Phone: ${input.phone}`,
    `Subject: ${input.subject}`,
    '',
    input.message,
  ].join('\n')
  try {
    await deps.mailer.send({ to, subject: `Contact form: ${input.subject}`, text })
  } catch (error) {
    deps.log.error({ err: error, contactMessageId: stored?.id }, 'contact message stored; e-mail failed')
  }
}
