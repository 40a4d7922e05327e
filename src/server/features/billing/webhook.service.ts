import { and, eq, inArray } from 'drizzle-orm'
import type { AppConfig } from '../../config/config.ts'
import type { AppDeps } from '../../core/app-deps.ts'
import { orders, paypalWebhookEvents } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import type { PaypalTransmission } from '../../providers/paypal/types.ts'
import { checkCapture } from './capture-check.ts'
import type { OrderRow } from './order-view.ts'
import { completePaidOrder } from './payment-grant.ts'
import {
  loadPaymentSettings,
  type PaymentSettings,
  paymentAvailability,
  paypalClientFor,
} from './payment-settings.service.ts'
import { toAppError } from './paypal-errors.ts'
import { sendReceiptAfterPayment } from './receipts.service.ts'
import { applyRefund } from './refund.service.ts'
import { type RefundKind, valueToCents } from './refund-rules.ts'

type Deps = Pick<AppDeps, 'db' | 'secrets' | 'config' | 'mailer' | 'accounts'>
interface Log {
  warn(obj: object, msg: string): void
  info(obj: object, msg: string): void
}

interface WebhookResource {
  id?: string
  status?: string
  amount?: { currency_code: string; value: string }
  custom_id?: string
  invoice_id?: string
  create_time?: string
  links?: Array<{ href?: string; rel?: string }>
}

export interface WebhookEvent {
  id?: string
  event_type?: string
  resource?: WebhookResource
}

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored'

export const webhookMessages = {
  missingHeaders: 'Missing PayPal transmission headers',
  badSignature: 'Webhook signature verification failed',
  notConfigured: 'PayPal webhooks are not configured',
  malformed: 'Not a PayPal webhook event',
} as const

/** Reads PayPal's transmission headers; any missing one means the call did not come from PayPal. */
export function transmissionFrom(headers: Record<string, string | string[] | undefined>): PaypalTransmission {
  const read = (name: string) => {
    const value = headers[name]
    return typeof value === 'string' ? value : ''
  }
  const transmission = {
    authAlgo: read('paypal-auth-algo'),
    certUrl: read('paypal-cert-url'),
    transmissionId: read('paypal-transmission-id'),
    transmissionSig: read('paypal-transmission-sig'),
    transmissionTime: read('paypal-transmission-time'),
  }
  if (Object.values(transmission).some((value) => !value)) {
    throw new AppError('VALIDATION', webhookMessages.missingHeaders)
  }
  return transmission
}

/**
 * Why a webhook cannot be verified with these settings, or null when it can: it needs a webhook id
 * (Paypal Setup or PAYPAL_WEBHOOK_ID) and PayPal credentials that are enabled (not simulated).
 */
export function webhookRefusal(settings: PaymentSettings, config: AppConfig): string | null {
  if (!(settings.webhookId || config.paypalWebhookId)) return webhookMessages.notConfigured
  if (settings.mode === 'simulated') return webhookMessages.notConfigured
  return paymentAvailability(settings, config).unavailableReason
}

/**
 * POST /api/webhooks/paypal: verify through PayPal, skip an event id already handled, then act.
 * Handlers are idempotent on their own (capture id and reversal keys), so two deliveries racing
 * past the event-id check still change things once; the id is recorded after success, so a
 * delivery that failed half-way is retried by PayPal rather than forgotten.
 */
export async function handlePaypalWebhook(
  deps: Deps,
  log: Log,
  input: { headers: Record<string, string | string[] | undefined>; rawBody: string; event: WebhookEvent },
): Promise<WebhookOutcome> {
  const transmission = transmissionFrom(input.headers)
  const { event } = input
  if (!event || typeof event.id !== 'string' || typeof event.event_type !== 'string') {
    throw new AppError('VALIDATION', webhookMessages.malformed)
  }
  const settings = await loadPaymentSettings(deps.db, deps.secrets, deps.config)
  const webhookId = settings.webhookId || deps.config.paypalWebhookId
  const refusal = webhookRefusal(settings, deps.config)
  if (refusal || !webhookId) {
    // Not 2xx: PayPal keeps redelivering (for days), so once the operator fills in Paypal Setup
    // the event is verified and applied. Until then nothing is trusted, so nothing is granted.
    log.warn(
      { eventId: event.id, eventType: event.event_type, reason: refusal },
      'PayPal webhook refused: PayPal is not set up to verify it here; PayPal will retry',
    )
    throw new AppError('CONFLICT', refusal ?? webhookMessages.notConfigured)
  }
  const client = paypalClientFor(settings, deps.config)
  let genuine: boolean
  try {
    genuine = await client.verifyWebhookSignature({ transmission, webhookId, rawBody: input.rawBody })
  } catch (error) {
    // PayPal unreachable or failing: a 502, never a 2xx, so PayPal delivers the event again.
    log.warn({ eventId: event.id, error: (error as Error).message }, 'PayPal webhook verification failed')
    throw toAppError(error)
  }
  if (!genuine) throw new AppError('VALIDATION', webhookMessages.badSignature)

  const [seen] = await deps.db
    .select({ id: paypalWebhookEvents.id })
    .from(paypalWebhookEvents)
    .where(eq(paypalWebhookEvents.id, event.id))
  if (seen) return 'duplicate'

  const outcome = await dispatch(deps, log, event.event_type, event.resource ?? {})
  await deps.db
    .insert(paypalWebhookEvents)
    .values({ id: event.id, eventType: event.event_type, resourceId: event.resource?.id ?? null })
    .onConflictDoNothing()
  return outcome
}

async function dispatch(
  deps: Deps,
  log: Log,
  type: string,
  resource: WebhookResource,
): Promise<WebhookOutcome> {
  switch (type) {
    case 'PAYMENT.CAPTURE.COMPLETED':
      return captureCompleted(deps, log, resource)
    case 'PAYMENT.CAPTURE.DENIED':
      return captureDenied(deps, resource)
    case 'PAYMENT.CAPTURE.REFUNDED':
      return captureReversed(deps, log, resource, 'refund', captureIdOfRefund(resource))
    case 'PAYMENT.CAPTURE.REVERSED':
      return captureReversed(deps, log, resource, 'reversal', resource.id)
    default:
      return 'ignored'
  }
}

/** Our order named by custom_id; falls back to the invoice id (our payment id). */
async function orderFor(
  deps: Deps,
  resource: WebhookResource,
  captureId?: string,
): Promise<OrderRow | undefined> {
  if (resource.custom_id) {
    const [row] = await deps.db.select().from(orders).where(eq(orders.orderId, resource.custom_id))
    if (row) return row
  }
  if (captureId) {
    const [row] = await deps.db.select().from(orders).where(eq(orders.paypalTransactionId, captureId))
    if (row) return row
  }
  if (resource.invoice_id) {
    const [row] = await deps.db.select().from(orders).where(eq(orders.paymentId, resource.invoice_id))
    if (row) return row
  }
  return undefined
}

/** The same grant as the browser's capture, for a buyer whose browser never came back. */
async function captureCompleted(deps: Deps, log: Log, resource: WebhookResource): Promise<WebhookOutcome> {
  const order = await orderFor(deps, resource)
  if (!order || !resource.id) return 'ignored'
  const check = checkCapture(order, { ...resource, id: resource.id, status: resource.status ?? '' })
  if (!check.ok) {
    log.warn(
      { orderId: order.orderId, captureId: resource.id, reason: check.reason },
      'PayPal webhook capture refused',
    )
    return 'ignored'
  }
  const result = await completePaidOrder(deps, order.id, check.capture)
  if (result.changed) await sendReceiptAfterPayment(deps, log, result.order)
  if (result.changed && !result.order.userId) {
    log.warn(
      { orderId: order.orderId, captureId: check.capture.captureId },
      'PayPal payment for an order whose account was deleted: nothing granted, refund it in PayPal',
    )
  }
  return 'processed'
}

async function captureDenied(deps: Deps, resource: WebhookResource): Promise<WebhookOutcome> {
  const order = await orderFor(deps, resource)
  if (!order) return 'ignored'
  await deps.db
    .update(orders)
    .set({ paymentStatus: 'Denied', updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), inArray(orders.paymentStatus, ['pending'])))
  return 'processed'
}

/** A refund's resource is the refund; its `up` link names the capture it refunds. */
function captureIdOfRefund(resource: WebhookResource): string | undefined {
  const up = resource.links?.find((link) => link.rel === 'up')?.href
  return up?.match(/\/captures\/([^/?#]+)/)?.[1]
}

/**
 * Refund (the resource is the refund: its amount, its id) or reversal (the resource is the
 * capture: all of what is left goes) of a paid order; refund.service.ts applies it once.
 */
async function captureReversed(
  deps: Deps,
  log: Log,
  resource: WebhookResource,
  kind: RefundKind,
  captureId: string | undefined,
): Promise<WebhookOutcome> {
  const order = await orderFor(deps, resource, captureId)
  const refundId = resource.id ?? captureId
  if (!order || !refundId) return 'ignored'
  let amountCents = order.totalCents
  if (kind === 'refund' && resource.amount) {
    const cents = valueToCents(resource.amount.value)
    if (cents === null || resource.amount.currency_code !== order.currency) {
      log.warn(
        { orderId: order.orderId, refundId, amount: resource.amount, currency: order.currency },
        'PayPal refund ignored: its amount is not in the order’s currency',
      )
      return 'ignored'
    }
    amountCents = cents
  }
  const outcome = await applyRefund(deps, {
    orderRowId: order.id,
    key: `${kind}:${refundId}`,
    kind,
    amountCents,
  })
  return outcome
}
