import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '#shared/common/errors.ts'
import {
  PERSONAS_MAX,
  personaCreateBodySchema,
  personaListSchema,
  personaPhotoParamsSchema,
  personaRenameBodySchema,
  personaSchema,
} from '#shared/personas/schemas.ts'
import { requireUser } from '../../plugins/guards.ts'
import { createPersona, deletePersona, listPersonas, renamePersona } from './personas.service.ts'

const params = personaPhotoParamsSchema.pick({ id: true })
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema }

/** The caller's own personas; anyone else's, an admin's reach included, answer 404. */
export const personasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser)

  app.get(
    '',
    {
      schema: {
        tags: ['personas'],
        summary: 'My personas, oldest first, each with its photos',
        response: { 200: personaListSchema, 401: errorBodySchema },
      },
    },
    (request) => listPersonas(app.deps.db, request.user.id),
  )

  app.post(
    '',
    {
      schema: {
        tags: ['personas'],
        summary: `Create a persona (a name); 409 PERSONA_LIMIT past ${PERSONAS_MAX}`,
        body: personaCreateBodySchema,
        response: { 201: personaSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createPersona(app.deps.db, request.user.id, request.body.name)),
  )

  app.patch(
    '/:id',
    {
      schema: {
        tags: ['personas'],
        summary: 'Rename one of my personas',
        params,
        body: personaRenameBodySchema,
        response: { 200: personaSchema, ...errors },
      },
    },
    (request) => renamePersona(app.deps.db, request.user.id, request.params.id, request.body.name),
  )

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['personas'],
        summary: 'Delete one of my personas, its photos and all their files',
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deletePersona(app.deps, request.user.id, request.params.id)
      return reply.code(204).send(null)
    },
  )
}
