import { orderMessages, transactionIdOf } from '#shared/billing/orders.ts'
import type { PaymentOutcome } from '#web/features/billing/lib/payment-outcome.ts'
import { isApiError } from '#web/lib/api.ts'

/**
 * What the page says when our capture call fails after the buyer approved in PayPal
 * (admin-and-items.md §4 and §8). A declined card never gets here: the buttons restart instead.
 */
export function captureFailure(error: unknown): { outcome: PaymentOutcome; transactionId?: string } {
  if (!isApiError(error)) return { outcome: 'failed' }
  // PayPal captured, our checks refused it: the buyer quotes this transaction id to support.
  const transactionId = transactionIdOf(error.issues)
  if (transactionId) return { outcome: 'unverified', transactionId }
  // PayPal holds the payment (PENDING): paying again would charge twice; the webhook completes it.
  if (error.message === orderMessages.paymentPending) return { outcome: 'pendingAtPaypal' }
  if (error.code === 'PROVIDER_ERROR') return { outcome: 'providerError' }
  // Approved in PayPal, but our side failed while recording it; the webhook completes it later.
  if (error.status >= 500) return { outcome: 'notRecorded' }
  return { outcome: 'failed' }
}
