import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { type CaptureResult, orderMessages, TRANSACTION_ID_ISSUE } from '#shared/billing/orders.ts'
import { isLocalUrl } from '../../config/local-url.ts'
import type { AppDeps } from '../../core/app-deps.ts'
import type { SessionUser } from '../../core/session-user.ts'
import { orders } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { PaypalApiError, type PaypalClient } from '../../providers/paypal/client.ts'
import type { PaypalOrder } from '../../providers/paypal/types.ts'
import { checkCapturedOrder } from './capture-check.ts'
import { centsToValue, randomCode } from './codes.ts'
import type { OrderKind, OrderRow } from './order-view.ts'
import { findOrderFor } from './orders.service.ts'
import { awaitsPaypal, completePaidOrder, isPayable } from './payment-grant.ts'
import { loadPaymentSettings, paypalClientFor } from './payment-settings.service.ts'
import { toAppError } from './paypal-errors.ts'
import { sendReceiptAfterPayment } from './receipts.service.ts'

type Deps = Pick<AppDeps, 'db' | 'secrets' | 'config' | 'mailer' | 'accounts'>
interface Log {
  warn(obj: object, msg: string): void
}

const isPending = (row: OrderRow) => isPayable(row.paymentStatus)

/** Notes the PENDING capture's id on the still-pending order (the COMPLETED webhook sets the same id). */
async function notePendingCapture(deps: Deps, order: OrderRow, captureId: string) {
  await deps.db
    .update(orders)
    .set({ paypalTransactionId: captureId, updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), sql`lower(${orders.paymentStatus}) = 'pending'`))
}

const toResult = (changed: boolean, row: OrderRow): CaptureResult => ({
  changed,
  paymentStatus: row.paymentStatus,
  orderStatus: row.orderStatus,
  paypalTransactionId: row.paypalTransactionId,
})

async function payableOrder(deps: Deps, kind: OrderKind, caller: SessionUser, orderId: string) {
  // Only the buyer pays: another user's order (an admin's too) is 404 here.
  return findOrderFor(deps.db, kind, caller, orderId, { ownerOnly: true })
}

async function clientFor(deps: Deps): Promise<PaypalClient> {
  return paypalClientFor(await loadPaymentSettings(deps.db, deps.secrets, deps.config), deps.config)
}

/** Creates the PayPal order from the server's own price and returns its id for the buttons. */
export async function createProviderOrder(
  deps: Deps,
  kind: OrderKind,
  caller: SessionUser,
  orderId: string,
): Promise<{ paypalOrderId: string }> {
  const order = await payableOrder(deps, kind, caller, orderId)
  if (!isPending(order)) throw new AppError('CONFLICT', orderMessages.alreadyPaid)
  // PayPal holds a PENDING capture for it: a second payment would charge the buyer twice.
  if (awaitsPaypal(order)) throw new AppError('CONFLICT', orderMessages.paymentPending)
  const client = await clientFor(deps)
  const money = (cents: number) => ({ currency_code: order.currency, value: centsToValue(cents) })
  let created: PaypalOrder
  try {
    created = await client.createOrder(
      {
        intent: 'CAPTURE',
        purchase_units: [
          {
            amount: {
              ...money(order.totalCents),
              breakdown: { item_total: money(order.priceCents), handling: money(order.processingFeeCents) },
            },
            description: order.productName.slice(0, 127),
            custom_id: order.orderId,
            invoice_id: order.paymentId,
          },
        ],
      },
      `create-${order.orderId}-${randomUUID()}`,
    )
  } catch (error) {
    throw toAppError(error)
  }
  await deps.db
    .update(orders)
    .set({ paypalOrderId: created.id, paymentStartedAt: new Date(), updatedAt: new Date() })
    .where(eq(orders.id, order.id))
  return { paypalOrderId: created.id }
}

/**
 * Captures the approved PayPal order, verifies it, then runs the grant. A repeat for an already
 * paid order changes nothing. ORDER_ALREADY_CAPTURED (a retry after a lost answer, or the other
 * tab) is reconciled by reading the PayPal order instead of failing.
 */
export async function captureProviderOrder(
  deps: Deps,
  log: Log,
  kind: OrderKind,
  caller: SessionUser,
  orderId: string,
  paypalOrderId: string,
): Promise<CaptureResult> {
  const order = await payableOrder(deps, kind, caller, orderId)
  // Only the PayPal order POST …/payment made for this order: capturing any other would take
  // another buyer's approved payment (or another of ours) in this order's name.
  if (order.paypalOrderId !== paypalOrderId) {
    log.warn(
      { orderId: order.orderId, paypalOrderId, expected: order.paypalOrderId },
      'PayPal capture refused: not the PayPal order made for this order',
    )
    throw new AppError('PAYMENT_FAILED', orderMessages.paypalOrderMismatch)
  }
  if (!isPending(order)) return toResult(false, order)
  const client = await clientFor(deps)
  let captured: PaypalOrder
  try {
    // The same request id for the same pair: PayPal answers a retry with the first result.
    captured = await client.captureOrder(paypalOrderId, `capture-${order.orderId}-${paypalOrderId}`)
  } catch (error) {
    if (!(error instanceof PaypalApiError && error.hasIssue('ORDER_ALREADY_CAPTURED')))
      throw toAppError(error)
    try {
      captured = await client.getOrder(paypalOrderId)
    } catch (readError) {
      throw toAppError(readError)
    }
  }
  const check = checkCapturedOrder(order, captured)
  if (!check.ok) {
    log.warn({ orderId: order.orderId, paypalOrderId, reason: check.reason }, 'PayPal capture refused')
    // PENDING (e.g. an e-check): the money is on its way, so the buyer must not pay again; the
    // webhook's PAYMENT.CAPTURE.COMPLETED completes the order once PayPal clears it.
    if (check.pending) {
      const pendingId = captured.purchase_units?.[0]?.payments?.captures?.[0]?.id
      if (pendingId) await notePendingCapture(deps, order, pendingId)
      throw new AppError('PAYMENT_FAILED', orderMessages.paymentPending)
    }
    // PayPal may hold the buyer's money for a capture we refused: the buyer needs its id for support.
    const captureId = captured.purchase_units?.[0]?.payments?.captures?.[0]?.id
    throw new AppError(
      'PAYMENT_FAILED',
      orderMessages.captureMismatch,
      captureId ? [{ path: TRANSACTION_ID_ISSUE, message: captureId }] : undefined,
    )
  }
  const result = await completePaidOrder(deps, order.id, check.capture)
  if (result.changed) await sendReceiptAfterPayment(deps, log, result.order)
  if (!result.changed && result.order.paypalTransactionId !== check.capture.captureId) {
    log.warn(
      {
        orderId: order.orderId,
        captureId: check.capture.captureId,
        paidBy: result.order.paypalTransactionId,
      },
      'A second PayPal capture arrived for an order already paid: refund it in PayPal',
    )
  }
  return toResult(result.changed, result.order)
}

export const simulatedUnavailable = 'Simulated payments are not available'
export const simulatedOnlyFromThisMachine =
  'Simulated payments are accepted only from the computer this demo shop runs on'

/**
 * The simulated provider's approval: the same grant path with a synthetic capture id. Only when
 * the saved mode is simulated and enabled, never under NODE_ENV=production, and, while APP_URL is
 * this machine, only from this machine (`fromThisMachine`: the request's peer is loopback).
 */
export async function simulateApproval(
  deps: Deps,
  log: Log,
  kind: OrderKind,
  caller: SessionUser,
  orderId: string,
  fromThisMachine: boolean,
): Promise<CaptureResult> {
  const order = await payableOrder(deps, kind, caller, orderId)
  const settings = await loadPaymentSettings(deps.db, deps.secrets, deps.config)
  if (deps.config.isProduction || settings.mode !== 'simulated' || !settings.enabled) {
    throw new AppError('FORBIDDEN', simulatedUnavailable)
  }
  // A local APP_URL is what turned the demo button on; a HOST set to listen everywhere must not
  // hand free credits to whoever reaches the port (a forged Origin passes the origin check).
  if (isLocalUrl(deps.config.appUrl) && !fromThisMachine) {
    log.warn({ orderId: order.orderId }, 'simulated payment refused: the request came from another machine')
    throw new AppError('FORBIDDEN', simulatedOnlyFromThisMachine)
  }
  if (!isPending(order)) return toResult(false, order)
  const result = await completePaidOrder(deps, order.id, {
    captureId: `SIM-${randomCode(12)}`,
    payerEmail: order.customerEmail,
    captureTime: new Date(),
  })
  if (result.changed) await sendReceiptAfterPayment(deps, log, result.order)
  return toResult(result.changed, result.order)
}
