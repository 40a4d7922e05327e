import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '#shared/common/errors.ts'
import { supportMessages } from '#shared/support/messages.ts'
import {
  createTicketSchema,
  replySchema,
  SUPPORT_TICKETS_PER_HOUR,
  ticketDetailSchema,
  ticketIdParamsSchema,
  ticketListQuerySchema,
  ticketPageSchema,
  ticketPatchSchema,
} from '#shared/support/schemas.ts'
import type { DbOrTx } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import { boundedRead } from '../../lib/bounded-read.ts'
import { requireAdmin, requireUser, requireUserAuditAdmin } from '../../plugins/guards.ts'
import { replyToTicket, updateTicket } from './conversation.service.ts'
import { refundTicketGeneration } from './refund.service.ts'
import { createTicket, getTicket, isStaff, listTickets } from './tickets.service.ts'

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema }
const readErrors = { ...errors, 503: errorBodySchema }
const adminErrors = { ...errors, 403: errorBodySchema }

/**
 * Per user, not per address: every ticket e-mails the operator. Counted at preHandler, after the
 * sign-in check (onRequest), so anonymous callers never reach a user's bucket. The store is the app-wide
 * rate-limit store, so it moves with the others when they move to a shared one.
 */
const ticketRateLimit = {
  max: SUPPORT_TICKETS_PER_HOUR,
  timeWindow: '1 hour',
  hook: 'preHandler' as const,
  keyGenerator: async (request: FastifyRequest) => `support-ticket:${(await request.sessionUser())?.id}`,
  errorResponseBuilder: () => new AppError('RATE_LIMITED', supportMessages.tooManyTickets),
}

export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailDeps = (log: typeof app.log) => ({
    db: app.deps.db,
    mailer: app.deps.mailer,
    log,
    appUrl: app.deps.config.appUrl,
    contactEmail: app.deps.config.contactEmail,
  })

  app.post(
    '',
    {
      onRequest: requireUser,
      config: { rateLimit: ticketRateLimit },
      schema: {
        tags: ['support'],
        summary: `Open a ticket (optionally about one of the caller’s generations); e-mails the operator; ${SUPPORT_TICKETS_PER_HOUR} per user per hour`,
        body: createTicketSchema,
        response: { 201: ticketDetailSchema, ...errors, 429: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createTicket(mailDeps(request.log), request.user, request.body)),
  )

  app.get(
    '',
    {
      onRequest: requireUser,
      schema: {
        tags: ['support'],
        summary: 'The caller’s tickets, or every ticket for an admin; newest first',
        querystring: ticketListQuerySchema,
        response: { 200: ticketPageSchema, ...readErrors },
      },
    },
    (request) => {
      const { user, query } = request
      const read = (db: DbOrTx) => listTickets(db, user, query)
      // Every ticket (the admin desk and its e-mail search) is the long read that gets a timeout.
      return isStaff(user) && !query.mine ? boundedRead(app.deps, read) : read(app.deps.db)
    },
  )

  app.get(
    '/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['support'],
        summary: 'One ticket with its conversation (404 when it is someone else’s)',
        params: ticketIdParamsSchema,
        response: { 200: ticketDetailSchema, ...errors },
      },
    },
    (request) => getTicket(app.deps.db, request.user, request.params.id),
  )

  app.post(
    '/:id/messages',
    {
      // The owner and admins share it: an admin's reply on someone else's ticket is audited.
      onRequest: requireUserAuditAdmin,
      schema: {
        tags: ['support'],
        summary:
          'Reply; a user’s reply sets in-progress, an admin’s is e-mailed and audited; 409 once closed',
        params: ticketIdParamsSchema,
        body: replySchema,
        response: { 200: ticketDetailSchema, ...errors, 409: errorBodySchema },
      },
    },
    (request) => replyToTicket(mailDeps(request.log), request.user, request.params.id, request.body),
  )

  app.patch(
    '/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['support'],
        summary: 'Set a ticket’s status and/or priority (admin)',
        params: ticketIdParamsSchema,
        body: ticketPatchSchema,
        response: { 200: ticketDetailSchema, ...adminErrors },
      },
    },
    (request) => updateTicket(app.deps, request.user, request.params.id, request.body),
  )

  app.post(
    '/:id/refund',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['support'],
        summary: 'Refund the reported generation’s credit through the ledger, once (admin)',
        params: ticketIdParamsSchema,
        response: { 200: ticketDetailSchema, ...adminErrors, 409: errorBodySchema },
      },
    },
    (request) => refundTicketGeneration(app.deps, request.params.id),
  )
}
