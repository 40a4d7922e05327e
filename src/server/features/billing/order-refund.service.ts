import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { type RefundInput, type RefundResult, refundMessages } from '#shared/billing/order-admin.ts'
import type { AppDeps } from '../../core/app-deps.ts'
import type { SessionUser } from '../../core/session-user.ts'
import { creditLedger } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { noteAuditChange } from '../../lib/audit-context.ts'
import type { PaypalRefund } from '../../providers/paypal/types.ts'
import { centsToValue } from './codes.ts'
import { getOrderDetail, isSimulatedCapture } from './order-detail.service.ts'
import { loadPaymentSettings, paypalClientFor } from './payment-settings.service.ts'
import { toAppError } from './paypal-errors.ts'
import { applyRefund } from './refund.service.ts'
import { holdRefund, releaseRefundHold } from './refund-hold.ts'
import { valueToCents } from './refund-rules.ts'

type Deps = Pick<AppDeps, 'db' | 'secrets' | 'config' | 'accounts'>

/**
 * The order page's Refund: PayPal refunds the captured payment, then the same applyRefund the
 * webhook runs records it under `refund:{refundId}` and takes back the refunded share of the
 * credits. PayPal's PAYMENT.CAPTURE.REFUNDED for the same refund id then finds the key used and
 * changes nothing.
 *
 * The amount is held against the order under its row lock before PayPal is asked (refund-hold.ts):
 * two different refunds at once cannot both fit in what is left, and the second is told what is.
 * The PayPal-Request-Id is derived from the order, what it had refunded before and the amount: a
 * double click (or two admins at once) sends the same id, PayPal answers both with one refund, and
 * its id is applied once. A later refund starts from a new refunded total, so it is a new request.
 */
export async function refundOrder(
  deps: Deps,
  actor: SessionUser,
  orderId: string,
  input: RefundInput,
): Promise<RefundResult> {
  const hold = await holdRefund(deps.db, orderId, input.amountCents, input.keepCredits ?? false)
  const { order, captureId, amountCents: amount, requestId, creditsKept } = hold
  let refund: PaypalRefund
  try {
    refund = isSimulatedCapture(captureId)
      ? simulatedRefund(requestId, amount, order.currency)
      : await paypalRefund(deps, captureId, amount, order.currency, requestId)
  } catch (error) {
    // No money moved: the hold goes, and the same refund may be asked again.
    if (hold.owned) await releaseRefundHold(deps.db, requestId)
    throw error
  }
  if (refund.status !== 'COMPLETED') {
    // PENDING (e.g. the seller's balance is short): PayPal sends PAYMENT.CAPTURE.REFUNDED once it
    // completes, and the webhook applies it then. Nothing is taken back before the money goes;
    // PayPal counts the pending refund against the capture, so it refuses one more than is left.
    // A goodwill hold stays for that webhook to find (refund-hold.ts).
    if (hold.owned && !creditsKept) await releaseRefundHold(deps.db, requestId)
    return { detail: await getOrderDetail(deps.db, orderId), creditsTaken: 0, pending: true }
  }
  const paidBack =
    refund.amount?.currency_code === order.currency ? (valueToCents(refund.amount.value) ?? amount) : amount
  const outcome = await applyRefund(deps, {
    orderRowId: order.id,
    key: `refund:${refund.id}`,
    kind: 'refund',
    amountCents: paidBack,
    actorId: actor.id,
    note: input.note ?? null,
    holdId: requestId,
    creditsKept,
  })
  let creditsTaken = 0
  if (outcome === 'processed') {
    const [entry] = await deps.db
      .select({ delta: creditLedger.delta })
      .from(creditLedger)
      .where(eq(creditLedger.idempotencyKey, `paypal-refund:${refund.id}`))
    creditsTaken = -(entry?.delta ?? 0)
  }
  // The audit entry says what the refund did, the goodwill choice included, whatever the body held.
  noteAuditChange({
    entityType: 'orders',
    entityId: orderId,
    after: { refundedCents: paidBack, creditsKept, creditsTaken, note: input.note ?? null },
  })
  return { detail: await getOrderDetail(deps.db, orderId), creditsTaken, pending: false }
}

/** The simulated provider's refund: no money moves; the id follows from the request, as PayPal's replay would. */
function simulatedRefund(requestId: string, amount: number, currency: string): PaypalRefund {
  const id = `SIMREF-${createHash('sha256').update(requestId).digest('hex').slice(0, 12).toUpperCase()}`
  return { id, status: 'COMPLETED', amount: { currency_code: currency, value: centsToValue(amount) } }
}

async function paypalRefund(
  deps: Deps,
  captureId: string,
  amount: number,
  currency: string,
  requestId: string,
): Promise<PaypalRefund> {
  const client = paypalClientFor(await loadPaymentSettings(deps.db, deps.secrets, deps.config), deps.config)
  try {
    return await client.refundCapture(
      captureId,
      { amount: { currency_code: currency, value: centsToValue(amount) } },
      requestId,
    )
  } catch (error) {
    const mapped = toAppError(error)
    if (mapped instanceof AppError && mapped.code === 'PAYMENT_FAILED') {
      throw new AppError('CONFLICT', refundMessages.paypalRefused, mapped.issues)
    }
    throw mapped
  }
}
