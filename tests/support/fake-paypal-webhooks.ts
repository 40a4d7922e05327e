import type { FastifyInstance } from 'fastify'
import type { FakeRefund } from './fake-paypal-refunds.ts'
import { code, type Reply } from './fake-paypal-replies.ts'

/** What the fake's webhook side knows: its id, the one signature it takes as genuine, programmed failures. */
interface WebhookSide {
  url: string
  webhookId: string
  validSignature: string
  verifyFailures: number[]
}

/** POST /v1/notifications/verify-webhook-signature: SUCCESS only for our webhook id and signature. */
export function verifyWebhookSignature(fake: WebhookSide, body: string): Reply {
  const failure = fake.verifyFailures.shift()
  if (failure !== undefined)
    return { status: failure, body: { name: 'INTERNAL_SERVER_ERROR', debug_id: code(12) } }
  const input = JSON.parse(body) as {
    webhook_id?: string
    transmission_sig?: string
    webhook_event?: { id?: string }
  }
  const genuine =
    input.webhook_id === fake.webhookId &&
    input.transmission_sig === fake.validSignature &&
    Boolean(input.webhook_event?.id)
  return { status: 200, body: { verification_status: genuine ? 'SUCCESS' : 'FAILURE' } }
}

export const webhookEventId = () => `WH-${code(8)}-${code(8)}`

/** The PAYMENT.CAPTURE.REFUNDED event PayPal sends after a refund (its resource is the refund). */
export const refundedEvent = (refund: FakeRefund, customId: string) => ({
  id: webhookEventId(),
  event_type: 'PAYMENT.CAPTURE.REFUNDED',
  resource: { ...refund, custom_id: customId },
})

/** Posts a webhook delivery the way PayPal does, with its transmission headers. */
export function sendWebhook(
  app: FastifyInstance,
  fake: Pick<WebhookSide, 'url' | 'validSignature'>,
  event: { id: string; event_type: string; resource: object },
  options: { signature?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/paypal',
    headers: {
      'content-type': 'application/json',
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': `${fake.url}/v1/notifications/certs/CERT-360caa42`,
      'paypal-transmission-id': `tx-${code(10)}`,
      'paypal-transmission-sig': options.signature ?? fake.validSignature,
      'paypal-transmission-time': new Date().toISOString(),
    },
    payload: JSON.stringify({
      ...event,
      create_time: new Date().toISOString(),
      resource_type: 'capture',
      event_version: '1.0',
    }),
  })
}
