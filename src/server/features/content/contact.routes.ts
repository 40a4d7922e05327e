import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '#shared/common/errors.ts'
import { contactFormMessages } from '#shared/content/messages.ts'
import { contactMessageSchema } from '#shared/content/schemas.ts'
import { sendContactMessage } from './contact.service.ts'

/** Per client address: enough for a person with a follow-up, too few for a spam run. */
export const CONTACT_MESSAGES_PER_HOUR = 5

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '',
    {
      config: { rateLimit: { max: CONTACT_MESSAGES_PER_HOUR, timeWindow: '1 hour' } },
      schema: {
        tags: ['content'],
        summary: 'Send the contact form: stored, then e-mailed to the operator',
        body: contactMessageSchema,
        response: {
          201: z.object({ success: z.literal(true), message: z.string() }),
          400: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { db, mailer, config } = app.deps
      await sendContactMessage(
        { db, mailer, log: request.log, contactEmail: config.contactEmail },
        request.body,
        request.ip,
      )
      return reply.code(201).send({ success: true, message: contactFormMessages.sent })
    },
  )
}
