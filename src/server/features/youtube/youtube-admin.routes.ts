import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '#shared/common/errors.ts'
import {
  type AdminYoutube,
  adminYoutubeInputSchema,
  adminYoutubeSchema,
  YOUTUBE_CALLBACK_PATH,
} from '#shared/youtube/schemas.ts'
import { requireAdmin } from '../../plugins/guards.ts'
import { quotaResetsAt } from './quota.ts'
import { loadQuotaSettings, saveQuotaSettings, unitsUsedToday } from './quota-ledger.ts'

const adminErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema }

/** /api/admin/youtube: Admin › Settings › YouTube (the redirect URI to register, and the day's quota). */
export const youtubeAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, google } = app.deps
  app.addHook('onRequest', requireAdmin)

  const view = async (): Promise<AdminYoutube> => {
    const now = new Date()
    const [settings, usedToday, credentials] = await Promise.all([
      loadQuotaSettings(db),
      unitsUsedToday(db, 'google', now),
      google.credentials(),
    ])
    return {
      redirectUri: `${config.appUrl}${YOUTUBE_CALLBACK_PATH}`,
      googleConfigured: credentials !== null,
      simulated: config.youtube.simulated,
      ...settings,
      usedToday,
      resetsAt: quotaResetsAt(now).toISOString(),
    }
  }

  app.get(
    '',
    {
      schema: {
        tags: ['admin'],
        summary:
          "YouTube: the redirect URI to register, whether Google's client is set, today's units of the quota",
        response: { 200: adminYoutubeSchema, ...adminErrors },
      },
    },
    view,
  )

  app.put(
    '',
    {
      schema: {
        tags: ['admin'],
        summary: "Save the project's daily quota and one creator's share of it",
        body: adminYoutubeInputSchema,
        response: { 200: adminYoutubeSchema, ...adminErrors },
      },
    },
    async (request) => {
      await saveQuotaSettings(db, request.body)
      return view()
    },
  )
}
