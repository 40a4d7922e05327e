import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  type SetupCheck,
  setupCheckParamsSchema,
  setupCheckQuerySchema,
  setupCheckSchema,
  testMailResultSchema,
} from '#shared/admin/setup-checklist.ts'
import { errorBodySchema } from '#shared/common/errors.ts'
import { createCache } from '../../lib/cache.ts'
import { requireAdmin } from '../../plugins/guards.ts'
import { runSetupCheck } from './setup-checklist.service.ts'
import { sendTestMail } from './setup-test-mail.service.ts'

/** A check calls PayPal or Google at most once a minute, however often the dashboard is opened. */
const CHECK_CACHE_MS = 60_000

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema }

/**
 * /api/admin/setup-checklist: one GET per item, so the dashboard shows each as it arrives and a slow
 * PayPal never holds up the rest; `?fresh=1` checks again now (after the operator changed a setting).
 */
export const setupChecklistRoutes: FastifyPluginAsyncZod = async (app) => {
  const results = createCache<SetupCheck>({ max: 20, ttlMs: CHECK_CACHE_MS })
  app.addHook('onRequest', requireAdmin)

  app.get(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One setup checklist item, checked by the server (cached a minute; ?fresh=1 checks now)',
        params: setupCheckParamsSchema,
        querystring: setupCheckQuerySchema,
        response: { 200: setupCheckSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params
      if (request.query.fresh) results.forget(id)
      return results.load(id, async () => ({
        id,
        ...(await runSetupCheck(app.deps, id)),
        checkedAt: new Date().toISOString(),
      }))
    },
  )

  app.post(
    '/test-mail',
    {
      schema: {
        tags: ['admin'],
        summary: 'Send a test mail to the signed-in admin over SMTP, recorded for the checklist',
        response: { 200: testMailResultSchema, 409: errorBodySchema, 502: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const sent = await sendTestMail(app.deps, request.user.email)
      results.forget('smtp')
      return sent
    },
  )
}
