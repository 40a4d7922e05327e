import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '#shared/common/errors.ts'
import { geminiKeyMessages } from '#shared/generator/defaults.ts'
import {
  aiSettingsSchema,
  aiSettingsUpdateSchema,
  geminiKeyCreateSchema,
  geminiKeyListSchema,
  geminiKeyMutationSchema,
  geminiKeyUpdateSchema,
  idParamSchema,
} from '#shared/generator/schemas.ts'
import { requireAdmin } from '../../plugins/guards.ts'
import { checkGeminiKey } from '../../providers/ai/gemini-key-check.ts'
import { getAiSettings, updateAiSettings } from './ai-settings.service.ts'
import { createKey, deleteKey, listKeys, type SavedKey, toggleKey, updateKey } from './gemini-keys.service.ts'

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema }

/** Admin: the Gemini key pool (masked, never the key) at /api/gemini-keys. */
export const geminiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin)
  const { db, secrets, config } = app.deps
  const check = (apiKey: string) => checkGeminiKey(apiKey, { baseUrl: config.geminiApiBaseUrl })
  /** A key that failed its test call was saved inactive: the message says so, with the reason. */
  const answer = (saved: SavedKey, message: string) => ({
    key: saved.key,
    message: saved.failure ? geminiKeyMessages.checkFailed(saved.failure) : message,
    testFailure: saved.failure,
  })

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
        summary:
          'Add a Gemini key (stored encrypted); an active one is tested with a models list call first, and saved inactive with the reason if it fails',
        body: geminiKeyCreateSchema,
        response: { 201: geminiKeyMutationSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(answer(await createKey(db, secrets, check, request.body), geminiKeyMessages.added)),
  )

  app.put(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Rename, replace (a blank key keeps the stored one) or (de)activate a key; a new or newly active key is tested first',
        params: idParamSchema,
        body: geminiKeyUpdateSchema,
        response: { 200: geminiKeyMutationSchema, ...errors },
      },
    },
    async (request) =>
      answer(await updateKey(db, secrets, check, request.params.id, request.body), geminiKeyMessages.updated),
  )

  app.patch(
    '/:id/toggle',
    {
      schema: {
        tags: ['admin'],
        summary: 'Activate (after a test call; a failing key stays inactive) or deactivate a key',
        params: idParamSchema,
        response: { 200: geminiKeyMutationSchema, ...errors },
      },
    },
    async (request) => {
      const saved = await toggleKey(db, secrets, check, request.params.id)
      return answer(saved, geminiKeyMessages.toggled(saved.key.isActive))
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
