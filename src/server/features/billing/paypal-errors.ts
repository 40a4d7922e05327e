import { INSTRUMENT_DECLINED, orderMessages } from '#shared/billing/orders.ts'
import { AppError } from '../../lib/app-error.ts'
import { PaypalApiError } from '../../providers/paypal/client.ts'

export const PROVIDER_ERROR_MESSAGE = 'There was an error with PayPal. Please try again.'

/**
 * PayPal's answer as the buttons need it: a declined card is a 402 with the INSTRUMENT_DECLINED
 * issue (the buttons restart), PayPal being down or refusing our credentials is a 502, and any
 * other refusal is a 402 naming PayPal's issue.
 */
export function toAppError(error: unknown): unknown {
  if (!(error instanceof PaypalApiError)) return error
  if (error.hasIssue(INSTRUMENT_DECLINED)) {
    return new AppError('PAYMENT_FAILED', orderMessages.paymentFailed, [
      { path: 'paypal', message: INSTRUMENT_DECLINED },
    ])
  }
  if (error.status === 0 || error.status >= 500 || error.status === 401 || error.status === 403) {
    return new AppError('PROVIDER_ERROR', PROVIDER_ERROR_MESSAGE)
  }
  const issues = (error.body?.details ?? [])
    .filter((detail) => detail.issue)
    .map((detail) => ({ path: 'paypal', message: detail.issue as string }))
  return new AppError('PAYMENT_FAILED', orderMessages.paymentFailed, issues.length > 0 ? issues : undefined)
}
