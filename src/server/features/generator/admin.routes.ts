import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '#shared/errors.ts'
import { geminiKeyMessages } from '#shared/generator/defaults.ts'
import {
  aiSettingsSchema,
  aiSettingsUpdateSchema,
  geminiKeyCreateSchema,
  geminiKeyListSchema,
  geminiKeyMutationSchema,
  geminiKeyUpdateSchema,
  idParamSchema,
} from '#shared/schemas/generator.ts'
import { requireAdmin } from '../../plugins/guards.ts'
import { getAiSettings, updateAiSettings } from './ai-settings.service.ts'
import { createKey, deleteKey, listKeys, toggleKey, updateKey } from './gemini-keys.service.ts'

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema }

/** Admin: the Gemini key pool (masked, never the key) at /api/gemini-keys. */
export const geminiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin)
  const { db, secrets } = app.deps

  app.get(
    '',
    {
      schema: {
        tags: ['admin'],
        summary: 'Gemini keys, masked',
        response: { 200: geminiKeyListSchema, ...errors },
      },
    },
    async () => ({ items: await listKeys(db) }),
  )

  app.post(
    '',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a Gemini key (stored encrypted)',
        body: geminiKeyCreateSchema,
        response: { 201: geminiKeyMutationSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ key: await createKey(db, secrets, request.body), message: geminiKeyMessages.added }),
  )

  app.put(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Rename, replace (a blank key keeps the stored one) or (de)activate a key',
        params: idParamSchema,
        body: geminiKeyUpdateSchema,
        response: { 200: geminiKeyMutationSchema, ...errors },
      },
    },
    async (request) => ({
      key: await updateKey(db, secrets, request.params.id, request.body),
      message: geminiKeyMessages.updated,
    }),
  )

  app.patch(
    '/:id/toggle',
    {
      schema: {
        tags: ['admin'],
        summary: 'Activate or deactivate a key',
        params: idParamSchema,
        response: { 200: geminiKeyMutationSchema, ...errors },
      },
    },
    async (request) => {
      const key = await toggleKey(db, request.params.id)
      return { key, message: geminiKeyMessages.toggled(key.isActive) }
    },
  )

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a key',
        params: idParamSchema,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      await deleteKey(db, request.params.id)
      return { message: geminiKeyMessages.deleted }
    },
  )
}

/** Admin: which provider runs and which Gemini models it calls, at /api/ai-settings. */
export const aiSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin)

  app.get(
    '',
    {
      schema: {
        tags: ['admin'],
        summary: 'AI provider settings',
        response: { 200: aiSettingsSchema, ...errors },
      },
    },
    () => getAiSettings(app.deps.db),
  )

  app.put(
    '',
    {
      schema: {
        tags: ['admin'],
        summary: 'Choose the provider (auto, gemini, offline) and the Gemini models',
        body: aiSettingsUpdateSchema,
        response: { 200: aiSettingsSchema, ...errors },
      },
    },
    (request) => updateAiSettings(app.deps.db, request.body),
  )
}
