import type { AppConfig } from '../../config/config.ts'
import type { Db } from '../../db/client.ts'
import { setupRecords } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Mailer } from '../../providers/mail/mailer.ts'
import { TEST_MAIL_RECORD } from './setup-checklist.service.ts'

/**
 * Sends a test mail to the admin over SMTP and, once the server accepted it, records when and to
 * whom: the setup checklist's proof that mail leaves the shop. Without SMTP it is refused rather
 * than left in the outbox, where it would prove nothing.
 */
export async function sendTestMail(deps: { db: Db; mailer: Mailer; config: AppConfig }, to: string) {
  if (!deps.config.smtpUrl)
    throw new AppError('CONFLICT', 'SMTP is not set up (SMTP_URL), so a test mail would stay in the outbox.')
  try {
    await deps.mailer.send({
      to,
      subject: 'Thumbforge test mail',
      text: `This is a test mail from your shop at ${deps.config.appUrl}. If you can read it, mail is delivered.`,
    })
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new AppError('PROVIDER_ERROR', `The SMTP server did not take the test mail: ${reason}`)
  }
  const record = { happenedAt: new Date(), detail: to }
  await deps.db
    .insert(setupRecords)
    .values({ name: TEST_MAIL_RECORD, ...record })
    .onConflictDoUpdate({ target: setupRecords.name, set: record })
  return { message: `A test mail was sent to ${to}.`, sentTo: to }
}
