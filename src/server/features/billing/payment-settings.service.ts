import { eq } from 'drizzle-orm'
import {
  type AdminPaymentSettings,
  type ButtonStyles,
  buttonStylesSchema,
  PAYMENT_CURRENCIES,
  PAYPAL_SETTINGS_DEFAULTS,
  type PaymentMode,
  type PaymentSettingsInput,
  type PublicPaymentSettings,
  paymentSettingsInputSchema,
  paymentSettingsMessages,
} from '#shared/billing/payments.ts'
import type { AppConfig } from '../../config/config.ts'
import { isLocalUrl } from '../../config/local-url.ts'
import type { Db } from '../../db/client.ts'
import { paymentSettings } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { noteAuditChange } from '../../lib/audit-context.ts'
import { maskSecret, type SecretBox } from '../../lib/secret-box.ts'
import { createPaypalClient, PAYPAL_BASE_URLS, type PaypalClient } from '../../providers/paypal/client.ts'

/** The settings as the server uses them, with the client secret opened. */
export interface PaymentSettings {
  enabled: boolean
  mode: PaymentMode
  clientId: string
  clientSecret: string | null
  currency: (typeof PAYMENT_CURRENCIES)[number]
  buttonStyles: ButtonStyles
  webhookId: string
}

const SETTINGS_ID = 'default'

/**
 * Whether a fresh install starts with the simulated provider on. Only on a server only this machine
 * can reach (APP_URL on localhost or a loopback address), and never in production: anywhere else
 * its "Simulate PayPal approval" button would hand out credits for nothing.
 */
export function simulatedByDefault(config: Pick<AppConfig, 'isProduction' | 'appUrl'>): boolean {
  return !config.isProduction && isLocalUrl(config.appUrl)
}

/** What a fresh install (the seed) and Reset to Default hold: simulated and on locally, else off in sandbox. */
export function defaultPaymentSettings(
  config: Pick<AppConfig, 'isProduction' | 'appUrl'>,
): Omit<PaymentSettings, 'clientSecret'> {
  const simulated = simulatedByDefault(config)
  return {
    enabled: simulated,
    mode: simulated ? 'simulated' : PAYPAL_SETTINGS_DEFAULTS.mode,
    clientId: '',
    currency: PAYPAL_SETTINGS_DEFAULTS.currency,
    buttonStyles: { ...PAYPAL_SETTINGS_DEFAULTS.buttonStyles },
    webhookId: '',
  }
}

export async function loadPaymentSettings(
  db: Db,
  secrets: SecretBox,
  config: AppConfig,
): Promise<PaymentSettings> {
  const [row] = await db.select().from(paymentSettings).where(eq(paymentSettings.id, SETTINGS_ID))
  if (!row) return { ...defaultPaymentSettings(config), clientSecret: null }
  const styles = buttonStylesSchema.safeParse(row.buttonStyles)
  const currency = PAYMENT_CURRENCIES.find((code) => code === row.currency) ?? 'USD'
  let clientSecret: string | null = null
  if (row.clientSecretEncrypted) {
    try {
      clientSecret = secrets.open(row.clientSecretEncrypted)
    } catch {
      // Sealed under another APP_SECRET: treat as unset, so the panel asks for it again.
      clientSecret = null
    }
  }
  return {
    enabled: row.enabled,
    mode: row.mode,
    clientId: row.clientId,
    clientSecret,
    currency,
    buttonStyles: styles.success ? styles.data : { ...PAYPAL_SETTINGS_DEFAULTS.buttonStyles },
    webhookId: row.webhookId,
  }
}

/** Whether a payment can be taken now, and if not, the reason the admin panel and pay page show. */
export function paymentAvailability(
  settings: PaymentSettings,
  config: AppConfig,
): { available: boolean; unavailableReason: string | null } {
  if (settings.mode === 'simulated' && config.isProduction)
    return { available: false, unavailableReason: paymentSettingsMessages.simulatedInProduction }
  if (!settings.enabled) return { available: false, unavailableReason: paymentSettingsMessages.disabled }
  if (settings.mode !== 'simulated' && (!settings.clientId || !settings.clientSecret))
    return { available: false, unavailableReason: paymentSettingsMessages.credentialsMissing }
  return { available: true, unavailableReason: null }
}

export function toPublicSettings(settings: PaymentSettings, config: AppConfig): PublicPaymentSettings {
  return {
    enabled: settings.enabled,
    mode: settings.mode,
    clientId: settings.clientId,
    currency: settings.currency,
    buttonStyles: settings.buttonStyles,
    ...paymentAvailability(settings, config),
  }
}

export function toAdminSettings(settings: PaymentSettings, config: AppConfig): AdminPaymentSettings {
  return {
    ...toPublicSettings(settings, config),
    clientSecretSet: settings.clientSecret !== null,
    clientSecretMasked: settings.clientSecret === null ? null : maskSecret(settings.clientSecret),
    webhookId: settings.webhookId,
    production: config.isProduction,
  }
}

/** Saves the panel. A blank or missing secret keeps the stored one; simulated is refused in production. */
export async function savePaymentSettings(
  db: Db,
  secrets: SecretBox,
  config: AppConfig,
  input: PaymentSettingsInput,
): Promise<void> {
  const parsed = paymentSettingsInputSchema.parse(input)
  if (parsed.mode === 'simulated' && config.isProduction) {
    throw new AppError('VALIDATION', paymentSettingsMessages.simulatedInProduction, [
      { path: 'mode', message: paymentSettingsMessages.simulatedInProduction },
    ])
  }
  if (parsed.mode !== 'simulated' && parsed.enabled && !parsed.clientId) {
    throw new AppError('VALIDATION', paymentSettingsMessages.clientIdRequired, [
      { path: 'clientId', message: paymentSettingsMessages.clientIdRequired },
    ])
  }
  const values = {
    enabled: parsed.enabled,
    mode: parsed.mode,
    clientId: parsed.clientId,
    currency: parsed.currency,
    buttonStyles: parsed.buttonStyles,
    webhookId: parsed.webhookId,
    updatedAt: new Date(),
    ...(parsed.clientSecret ? { clientSecretEncrypted: secrets.seal(parsed.clientSecret) } : {}),
  }
  await noteSettingsChange(db, values)
  await db
    .insert(paymentSettings)
    .values({ id: SETTINGS_ID, ...values })
    .onConflictDoUpdate({ target: paymentSettings.id, set: values })
}

/** The audit log's before/after of the panel; the sealed secret only ever shows masked. */
async function noteSettingsChange(db: Db, values: Partial<typeof paymentSettings.$inferInsert>) {
  const [stored] = await db.select().from(paymentSettings).where(eq(paymentSettings.id, SETTINGS_ID))
  const fields = ['enabled', 'mode', 'clientId', 'currency', 'buttonStyles', 'webhookId'] as const
  const pick = (row: Partial<typeof paymentSettings.$inferInsert>) => ({
    ...Object.fromEntries(fields.map((f) => [f, row[f] ?? null])),
    clientSecret: row.clientSecretEncrypted ?? null,
  })
  const before = stored ? pick(stored) : null
  const after = pick({ ...stored, ...values })
  noteAuditChange({ entityId: SETTINGS_ID, before, after })
}

/** Reset to Default: the install's defaults, credentials and webhook id cleared. */
export async function resetPaymentSettings(db: Db, config: AppConfig): Promise<void> {
  const values = {
    ...defaultPaymentSettings(config),
    clientSecretEncrypted: null,
    updatedAt: new Date(),
  }
  await noteSettingsChange(db, values)
  await db
    .insert(paymentSettings)
    .values({ id: SETTINGS_ID, ...values })
    .onConflictDoUpdate({ target: paymentSettings.id, set: values })
}

/** The REST address: the configured override, else the one the mode implies. */
export function paypalBaseUrl(mode: PaymentMode, config: AppConfig): string {
  return config.paypalApiBaseUrl ?? (mode === 'live' ? PAYPAL_BASE_URLS.live : PAYPAL_BASE_URLS.sandbox)
}

/** A PayPal client for the saved credentials; refused when PayPal payments cannot be taken. */
export function paypalClientFor(settings: PaymentSettings, config: AppConfig): PaypalClient {
  const { available, unavailableReason } = paymentAvailability(settings, config)
  if (settings.mode === 'simulated' || !settings.clientSecret || !available) {
    throw new AppError('CONFLICT', unavailableReason ?? paymentSettingsMessages.credentialsMissing)
  }
  return createPaypalClient({
    baseUrl: paypalBaseUrl(settings.mode, config),
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
  })
}
