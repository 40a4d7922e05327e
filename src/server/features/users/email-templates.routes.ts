import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '#shared/common/errors.ts'
import {
  emailTemplateInputSchema,
  emailTemplateListSchema,
  emailTemplateSchema,
  templateIdParamsSchema,
} from '#shared/users/email-messages.ts'
import { requireAdmin } from '../../plugins/guards.ts'
import { createTemplate, deleteTemplate, listTemplates, updateTemplate } from './email-templates.service.ts'

const denied = { 401: errorBodySchema, 403: errorBodySchema }

/** /api/email-templates: the templates the Send Message modal picks from. */
export const emailTemplatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin)

  app.get(
    '',
    {
      schema: {
        tags: ['messages'],
        summary: 'Every e-mail template, by name',
        response: { 200: emailTemplateListSchema, ...denied },
      },
    },
    () => listTemplates(app.deps.db),
  )

  app.post(
    '',
    {
      schema: {
        tags: ['messages'],
        summary: 'Create a template (`{{name}}` is filled in at send time)',
        body: emailTemplateInputSchema,
        response: { 201: emailTemplateSchema, 400: errorBodySchema, ...denied },
      },
    },
    async (request, reply) => reply.status(201).send(await createTemplate(app.deps.db, request.body)),
  )

  app.put(
    '/:id',
    {
      schema: {
        tags: ['messages'],
        summary: 'Replace a template',
        params: templateIdParamsSchema,
        body: emailTemplateInputSchema,
        response: { 200: emailTemplateSchema, 400: errorBodySchema, ...denied, 404: errorBodySchema },
      },
    },
    (request) => updateTemplate(app.deps.db, request.params.id, request.body),
  )

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['messages'],
        summary: 'Delete a template (messages already sent keep its name in the log)',
        params: templateIdParamsSchema,
        response: {
          200: z.object({ deleted: z.literal(true) }),
          400: errorBodySchema,
          ...denied,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      await deleteTemplate(app.deps.db, request.params.id)
      return { deleted: true as const }
    },
  )
}
