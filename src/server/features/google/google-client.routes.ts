import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '#shared/common/errors.ts'
import {
  adminGoogleClientSchema,
  googleClientInputSchema,
  signInOptionsSchema,
} from '#shared/google/schemas.ts'
import { requireAdmin } from '../../plugins/guards.ts'
import { loadGoogleClient, saveGoogleClient, toAdminGoogleClient } from './google-client.service.ts'

const adminErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema }

/** /api/admin/google-client: Admin › Settings › Google (the secret only ever masked). */
export const googleClientRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, secrets, config, google } = app.deps
  const adminView = async () => toAdminGoogleClient(await loadGoogleClient(db, secrets), config.appUrl)
  app.addHook('onRequest', requireAdmin)

  app.get(
    '',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The Google OAuth client: id, whether a secret is stored (masked), the redirect URI to register',
        response: { 200: adminGoogleClientSchema, ...adminErrors },
      },
    },
    adminView,
  )

  app.put(
    '',
    {
      schema: {
        tags: ['admin'],
        summary: 'Save the Google OAuth client; a blank secret keeps the stored one, a blank id turns it off',
        body: googleClientInputSchema,
        response: { 200: adminGoogleClientSchema, ...adminErrors },
      },
    },
    async (request) => {
      await saveGoogleClient(db, secrets, request.body)
      google.forget()
      return adminView()
    },
  )
}

/** GET /api/sign-in-options: public, so the sign-in and sign-up pages know to offer Google. */
export const signInOptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        tags: ['auth'],
        summary: 'Which ways to sign in are offered (Google once the operator has entered a client)',
        response: { 200: signInOptionsSchema },
      },
    },
    async () => ({ google: (await app.deps.google.credentials()) !== null }),
  )
}
