import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'
import type { Db } from '../../db/client.ts'
import { mailOutbox } from '../../db/schema.ts'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
  /**
   * One-time values in the body (a password-reset token). Once SMTP has delivered the message they
   * only belong to the recipient, so the outbox copy has them masked; unsent mail keeps them,
   * because without SMTP the admin relays the link by hand.
   */
  secrets?: string[]
}

export const MASKED_SECRET = '••••••••'

/** The outbox copy of a delivered message: every secret replaced by MASKED_SECRET. */
export function maskSecrets(message: MailMessage): MailMessage {
  const secrets = (message.secrets ?? []).filter((secret) => secret.length > 0)
  const mask = (body: string) => secrets.reduce((out, secret) => out.replaceAll(secret, MASKED_SECRET), body)
  return {
    ...message,
    text: mask(message.text),
    html: message.html === undefined ? undefined : mask(message.html),
  }
}

export interface Mailer {
  send(message: MailMessage): Promise<void>
  close(): void
}

/**
 * Every message is recorded in the outbox. With SMTP_URL it is also delivered (pooled: a fresh
 * connection per send costs ~110 ms) and recorded with its secrets masked; without it, it stays
 * `queued` and is logged, so a demo can read its reset links in the admin outbox.
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
      const { secrets: _secrets, ...mail } = message
      try {
        await transport.sendMail({ from: options.from, ...mail })
        await record(maskSecrets(message), 'sent')
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
