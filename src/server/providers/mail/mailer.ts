import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'
import type { Db } from '../../db/client.ts'
import { mailOutbox } from '../../db/schema.ts'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
}

export interface Mailer {
  send(message: MailMessage): Promise<void>
  close(): void
}

/**
 * Every message is recorded in the outbox. With SMTP_URL it is also delivered (pooled: a fresh
 * connection per send costs ~110 ms); without it, it stays `queued` and is logged, so a demo can
 * read its reset links in the admin outbox.
 */
export function createMailer(options: {
  db: Db
  log: FastifyBaseLogger
  smtpUrl: string | undefined
  from: string
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(withPool(options.smtpUrl)) : undefined
  const record = (message: MailMessage, status: 'queued' | 'sent' | 'failed', error?: string) =>
    options.db.insert(mailOutbox).values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      status,
      error: error ?? null,
    })

  return {
    async send(message) {
      if (!transport) {
        await record(message, 'queued')
        options.log.info(
          { to: message.to, subject: message.subject, text: message.text },
          'mail queued (no SMTP_URL)',
        )
        return
      }
      try {
        await transport.sendMail({ from: options.from, ...message })
        await record(message, 'sent')
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        await record(message, 'failed', reason)
        options.log.error({ to: message.to, subject: message.subject, reason }, 'mail delivery failed')
        throw error
      }
    },
    close() {
      transport?.close()
    },
  }
}

/** nodemailer reads transport options from the URL's query string. */
function withPool(url: string): string {
  const parsed = new URL(url)
  if (!parsed.searchParams.has('pool')) parsed.searchParams.set('pool', 'true')
  return parsed.toString()
}
