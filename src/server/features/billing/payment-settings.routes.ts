import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  adminPaymentSettingsSchema,
  paymentSettingsInputSchema,
  publicPaymentSettingsSchema,
} from '#shared/billing/payments.ts'
import { errorBodySchema } from '#shared/common/errors.ts'
import { requireAdmin } from '../../plugins/guards.ts'
import {
  loadPaymentSettings,
  resetPaymentSettings,
  savePaymentSettings,
  toAdminSettings,
  toPublicSettings,
} from './payment-settings.service.ts'

const adminErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema }

/** GET is public (never the secret); the admin view, PUT and reset are admin-only. */
export const paymentSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, secrets, config } = app.deps
  const adminView = async () => toAdminSettings(await loadPaymentSettings(db, secrets, config), config)

  app.get(
    '',
    {
      schema: {
        tags: ['billing'],
        summary: 'What the payment page needs: enabled, mode, client id, currency, button styles',
        response: { 200: publicPaymentSettingsSchema },
      },
    },
    async () => toPublicSettings(await loadPaymentSettings(db, secrets, config), config),
  )

  app.get(
    '/admin',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['billing'],
        summary: 'The Paypal Setup panel: settings, whether a secret is stored (masked), webhook id',
        response: { 200: adminPaymentSettingsSchema, ...adminErrors },
      },
    },
    adminView,
  )

  app.put(
    '',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['billing'],
        summary: 'Save the PayPal settings (admin); a blank client secret keeps the stored one',
        body: paymentSettingsInputSchema,
        response: { 200: adminPaymentSettingsSchema, ...adminErrors },
      },
    },
    async (request) => {
      await savePaymentSettings(db, secrets, config, request.body)
      return adminView()
    },
  )

  app.post(
    '/reset',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['billing'],
        summary: 'Reset the PayPal settings to the defaults (admin)',
        response: { 200: adminPaymentSettingsSchema, ...adminErrors },
      },
    },
    async () => {
      await resetPaymentSettings(db, config)
      return adminView()
    },
  )
}
