import type { PaypalCapture, PaypalOrder } from '../../providers/paypal/types.ts'
import { centsToValue } from './codes.ts'
import type { VerifiedCapture } from './payment-grant.ts'

export interface OrderTerms {
  orderId: string
  totalCents: number
  currency: string
}

export type CaptureCheck =
  | { ok: true; capture: VerifiedCapture }
  | { ok: false; pending: boolean; reason: string }

/** Accepts a capture only when it is COMPLETED and its amount, currency and custom_id are ours. */
export function checkCapture(
  terms: OrderTerms,
  capture: PaypalCapture | undefined,
  customId?: string,
): CaptureCheck {
  if (!capture) return { ok: false, pending: false, reason: 'no capture in the PayPal answer' }
  if (capture.status !== 'COMPLETED') {
    return { ok: false, pending: capture.status === 'PENDING', reason: `capture status ${capture.status}` }
  }
  const claimedOrder = capture.custom_id ?? customId
  if (claimedOrder !== terms.orderId) {
    return {
      ok: false,
      pending: false,
      reason: `custom_id ${claimedOrder ?? '(none)'} is not ${terms.orderId}`,
    }
  }
  const expected = centsToValue(terms.totalCents)
  if (capture.amount?.value !== expected || capture.amount?.currency_code !== terms.currency) {
    return {
      ok: false,
      pending: false,
      reason: `amount ${capture.amount?.value} ${capture.amount?.currency_code} is not ${expected} ${terms.currency}`,
    }
  }
  return {
    ok: true,
    capture: {
      captureId: capture.id,
      payerEmail: null,
      captureTime: capture.create_time ? new Date(capture.create_time) : new Date(),
    },
  }
}

/** The capture inside a captured (or re-read) PayPal order, checked against our order. */
export function checkCapturedOrder(terms: OrderTerms, paypalOrder: PaypalOrder): CaptureCheck {
  if (paypalOrder.status !== 'COMPLETED') {
    return { ok: false, pending: false, reason: `PayPal order status ${paypalOrder.status}` }
  }
  const unit = paypalOrder.purchase_units?.[0]
  const captures = unit?.payments?.captures ?? []
  const capture = captures.find((c) => c.status === 'COMPLETED') ?? captures[0]
  const result = checkCapture(terms, capture, unit?.custom_id)
  if (!result.ok) return result
  return { ok: true, capture: { ...result.capture, payerEmail: paypalOrder.payer?.email_address ?? null } }
}
