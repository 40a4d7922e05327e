import { z } from 'zod'

/** admin-and-items.md §9, plus `simulated` for offline demos (never active in production). */
export const PAYMENT_MODES = ['sandbox', 'live', 'simulated'] as const
export const PAYMENT_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD'] as const
export const BUTTON_LAYOUTS = ['vertical', 'horizontal'] as const
export const BUTTON_COLORS = ['gold', 'blue', 'silver', 'white', 'black'] as const
export const BUTTON_SHAPES = ['rect', 'pill'] as const
export const BUTTON_LABELS = ['paypal', 'checkout', 'buynow', 'pay'] as const

export type PaymentMode = (typeof PAYMENT_MODES)[number]

export const buttonStylesSchema = z.object({
  layout: z.enum(BUTTON_LAYOUTS),
  color: z.enum(BUTTON_COLORS),
  shape: z.enum(BUTTON_SHAPES),
  label: z.enum(BUTTON_LABELS),
})
export type ButtonStyles = z.infer<typeof buttonStylesSchema>

/** The settings editor's defaults (spec: sandbox, USD, vertical, blue, rect, label paypal). */
export const PAYPAL_SETTINGS_DEFAULTS = {
  mode: 'sandbox',
  currency: 'USD',
  buttonStyles: { layout: 'vertical', color: 'blue', shape: 'rect', label: 'paypal' },
} as const satisfies { mode: PaymentMode; currency: string; buttonStyles: ButtonStyles }

/** The payment screens fall back to label 'pay' when the settings carry none (spec §9). */
export const PAYMENT_SCREEN_BUTTON_DEFAULTS: ButtonStyles = {
  layout: 'vertical',
  color: 'blue',
  shape: 'rect',
  label: 'pay',
}

export const paymentSettingsMessages = {
  updated: 'PayPal settings updated successfully',
  updateFailed: 'Failed to update PayPal settings',
  reset: 'PayPal settings reset successfully',
  resetFailed: 'Failed to reset PayPal settings',
  loadFailed: 'Failed to fetch PayPal data',
  disabled:
    'PayPal payments are currently unavailable. Please contact support for alternative payment methods.',
  simulatedInProduction:
    'Simulated payments are never active in production. Choose sandbox or live and enter the PayPal client id and secret.',
  credentialsMissing: 'PayPal is not configured: enter the client id and the client secret.',
  clientIdRequired: 'Client ID is required for sandbox and live modes',
} as const

/**
 * GET /api/paypal-settings (public): what the payment page needs. Never the secret. `available`
 * says whether a payment can be taken now; when false, `unavailableReason` says why.
 */
export const publicPaymentSettingsSchema = z.object({
  enabled: z.boolean(),
  mode: z.enum(PAYMENT_MODES),
  clientId: z.string(),
  currency: z.enum(PAYMENT_CURRENCIES),
  buttonStyles: buttonStylesSchema,
  available: z.boolean(),
  unavailableReason: z.string().nullable(),
})
export type PublicPaymentSettings = z.infer<typeof publicPaymentSettingsSchema>

/** GET /api/paypal-settings/admin: adds whether a secret is stored (masked) and the webhook id. */
export const adminPaymentSettingsSchema = publicPaymentSettingsSchema.extend({
  clientSecretSet: z.boolean(),
  clientSecretMasked: z.string().nullable(),
  webhookId: z.string(),
  /** True when the server runs with NODE_ENV=production (simulated mode is then refused). */
  production: z.boolean(),
})
export type AdminPaymentSettings = z.infer<typeof adminPaymentSettingsSchema>

/**
 * PUT /api/paypal-settings (admin). The client secret is write-only: omit it (or send '') to keep
 * the stored one.
 */
export const paymentSettingsInputSchema = z.object({
  enabled: z.boolean(),
  mode: z.enum(PAYMENT_MODES),
  clientId: z.string().trim().max(200).default(''),
  clientSecret: z.string().trim().max(200).optional(),
  currency: z.enum(PAYMENT_CURRENCIES),
  buttonStyles: buttonStylesSchema,
  webhookId: z.string().trim().max(100).default(''),
})
export type PaymentSettingsInput = z.input<typeof paymentSettingsInputSchema>
