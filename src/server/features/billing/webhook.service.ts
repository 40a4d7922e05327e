import { and, eq, inArray } from 'drizzle-orm'
import type { AppDeps } from '../../app.ts'
import { orders, paypalWebhookEvents } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import type { PaypalTransmission } from '../../providers/paypal/types.ts'
import { checkCapture } from './capture-check.ts'
import { takeBackCredits } from './credit-ledger.ts'
import type { OrderRow } from './order-view.ts'
import { completePaidOrder } from './payment-grant.ts'
import { loadPaymentSettings, paypalClientFor } from './payment-settings.service.ts'
import { toAppError } from './paypal-errors.ts'

type Deps = Pick<AppDeps, 'db' | 'secrets' | 'config'>
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
  if (!webhookId) throw new AppError('CONFLICT', webhookMessages.notConfigured)
  const client = paypalClientFor(settings, deps.config)
  let genuine: boolean
  try {
    genuine = await client.verifyWebhookSignature({ transmission, webhookId, rawBody: input.rawBody })
  } catch (error) {
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
      return captureReversed(deps, resource, 'Refunded', captureIdOfRefund(resource))
    case 'PAYMENT.CAPTURE.REVERSED':
      return captureReversed(deps, resource, 'Reversed', resource.id)
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
  await completePaidOrder(deps.db, order.id, check.capture)
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

/** Statuses of an order whose payment went through (and may have granted credits). */
const SETTLED = ['Paid', 'Refunded', 'Reversed']

/**
 * Refund or reversal of a paid order: the order says so, and the credits the payment granted come
 * back out of the balance, as far as they are unspent (never below 0), once per capture.
 */
async function captureReversed(
  deps: Deps,
  resource: WebhookResource,
  status: 'Refunded' | 'Reversed',
  captureId: string | undefined,
): Promise<WebhookOutcome> {
  const order = await orderFor(deps, resource, captureId)
  if (!order || !SETTLED.includes(order.paymentStatus)) return 'ignored'
  await deps.db.transaction(async (tx) => {
    await tx
      .update(orders)
      .set({ paymentStatus: status, orderStatus: 'Cancelled', updatedAt: new Date() })
      .where(eq(orders.id, order.id))
    if (order.userId && order.credit > 0) {
      await takeBackCredits(tx, {
        userId: order.userId,
        upTo: order.credit,
        idempotencyKey: `paypal-reversal:${order.paypalTransactionId ?? captureId ?? order.orderId}`,
      })
    }
  })
  return 'processed'
}
