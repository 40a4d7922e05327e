import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '#shared/common/errors.ts'
import {
  messageLogPageSchema,
  messageLogQuerySchema,
  sendMessageSchema,
  sentMessageSchema,
} from '#shared/users/email-messages.ts'
import { boundedRead } from '../../lib/bounded-read.ts'
import { requireAdmin } from '../../plugins/guards.ts'
import { listMessageLog, sendMessage } from './messages.service.ts'

const denied = { 401: errorBodySchema, 403: errorBodySchema }

/** /api/messages: e-mail a user (Send Message) and read what was sent (Message Log History). */
export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin)

  app.post(
    '',
    {
      schema: {
        tags: ['messages'],
        summary: 'E-mail a user; `{{name}}` becomes their name and the HTML body is sanitized',
        body: sendMessageSchema,
        response: {
          201: sentMessageSchema,
          400: errorBodySchema,
          ...denied,
          404: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await sendMessage(app.deps, request.user.id, request.body)),
  )

  app.get(
    '',
    {
      schema: {
        tags: ['messages'],
        summary: 'The messages sent to one address, newest first (5 per page)',
        querystring: messageLogQuerySchema,
        response: { 200: messageLogPageSchema, 400: errorBodySchema, ...denied, 503: errorBodySchema },
      },
    },
    (request) => boundedRead(app.deps, (db) => listMessageLog(db, request.query)),
  )
}
