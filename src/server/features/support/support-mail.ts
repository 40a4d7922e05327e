import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client.ts'
import { operatorEmail } from '../../lib/operator-email.ts'
import type { Mailer } from '../../providers/mail/mailer.ts'
import type { TicketRow } from './ticket-view.ts'

export interface SupportMailDeps {
  db: Db
  mailer: Mailer
  log: FastifyBaseLogger
  appUrl: string
  contactEmail: string | undefined
}

/**
 * The ticket is already stored when these run: a mail failure is logged (and recorded in the
 * outbox) but never undoes the ticket or the reply, and never fails the request.
 */
async function sendQuietly(deps: SupportMailDeps, ticketId: string, message: Parameters<Mailer['send']>[0]) {
  try {
    await deps.mailer.send(message)
  } catch (error) {
    deps.log.error({ err: error, ticketId }, 'support ticket saved; e-mail failed')
  }
}

export async function mailOperatorNewTicket(deps: SupportMailDeps, ticket: TicketRow): Promise<void> {
  const to = await operatorEmail(deps.db, deps.contactEmail)
  if (!to) {
    deps.log.warn({ ticketId: ticket.id }, 'support ticket stored; no operator address to e-mail')
    return
  }
  const text = [
    'A new support ticket was opened.',
    '',
    `From: ${ticket.userName} <${ticket.userEmail}>`,
    ticket.phone ? `Phone: ${ticket.phone}` : null,
    `Subject: ${ticket.subject}`,
    ticket.generationId ? `Reported generation: ${ticket.generationId}` : null,
    '',
    ticket.message,
    '',
    `Answer it in the support inbox: ${deps.appUrl}/admin/support-messages`,
  ]
    .filter((line) => line !== null)
    .join('\n')
  await sendQuietly(deps, ticket.id, { to, subject: `New support ticket: ${ticket.subject}`, text })
}

export async function mailUserAdminReply(
  deps: SupportMailDeps,
  ticket: TicketRow,
  reply: string,
): Promise<void> {
  const text = [
    `Hello ${ticket.userName},`,
    '',
    `Our support team replied to your ticket "${ticket.subject}":`,
    '',
    reply,
    '',
    `Read the conversation and answer: ${deps.appUrl}/user/support`,
  ].join('\n')
  await sendQuietly(deps, ticket.id, {
    to: ticket.userEmail,
    subject: `Re: ${ticket.subject}`,
    text,
  })
}
