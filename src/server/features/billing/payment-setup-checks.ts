import type { SetupFinding } from '#shared/admin/setup-checklist.ts'
import type { AppConfig } from '../../config/config.ts'
import type { Db } from '../../db/client.ts'
import type { SecretBox } from '../../lib/secret-box.ts'
import { createPaypalClient, PaypalApiError } from '../../providers/paypal/client.ts'
import { loadPaymentSettings, paypalBaseUrl } from './payment-settings.service.ts'

interface Deps {
  db: Db
  secrets: SecretBox
  config: AppConfig
}

/** The setup checklist's PayPal item: live mode, both credentials, and a token call PayPal accepts. */
export async function checkPaypalLive({ db, secrets, config }: Deps): Promise<SetupFinding> {
  const settings = await loadPaymentSettings(db, secrets, config)
  if (settings.mode !== 'live')
    return {
      done: false,
      detail: `PayPal is in ${settings.mode} mode; buyers pay for real only in live mode.`,
    }
  if (!settings.clientId || !settings.clientSecret)
    return { done: false, detail: 'Enter the live client ID and secret from the PayPal developer dashboard.' }
  const client = createPaypalClient({
    baseUrl: paypalBaseUrl('live', config),
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
  })
  try {
    await client.verifyCredentials()
  } catch (error) {
    const reason =
      error instanceof PaypalApiError && error.status === 401
        ? 'PayPal refused the live client ID and secret (401 invalid_client).'
        : `PayPal could not be reached: ${error instanceof Error ? error.message : String(error)}`
    return { done: false, detail: reason }
  }
  const off = settings.enabled ? '' : ' Payments are turned off in Paypal Setup.'
  return { done: true, detail: `The live credentials passed a token call.${off}` }
}

/** The webhook item: a webhook id PayPal gave for {APP_URL}/api/webhooks/paypal. */
export async function checkPaypalWebhook({ db, secrets, config }: Deps): Promise<SetupFinding> {
  const settings = await loadPaymentSettings(db, secrets, config)
  const url = `${config.appUrl}/api/webhooks/paypal`
  const webhookId = settings.webhookId || config.paypalWebhookId
  if (!webhookId)
    return {
      done: false,
      detail: `Create a webhook for ${url} in the PayPal developer dashboard and enter its ID in Paypal Setup.`,
    }
  if (settings.mode !== 'live')
    return { done: false, detail: `A webhook ID is set, but PayPal is in ${settings.mode} mode.` }
  return { done: true, detail: `Webhook ${webhookId} verifies deliveries to ${url}.` }
}
