import { describe, expect, it } from 'vitest'
import { orderMessages } from '#shared/billing/orders.ts'
import { captureFailure } from '#web/features/billing/lib/capture-failure.ts'
import { ApiError, NetworkError } from '#web/lib/api.ts'

describe('what a failed capture means to the buyer', () => {
  it('names the PayPal transaction when PayPal captured but the server refused the capture', () => {
    const refused = new ApiError(402, 'PAYMENT_FAILED', 'Payment could not be verified', [
      { path: 'paypalTransactionId', message: '8MC585209K746392H' },
    ])
    expect(captureFailure(refused)).toEqual({ outcome: 'unverified', transactionId: '8MC585209K746392H' })
  })

  it('tells PayPal being down apart from our own failure after approval', () => {
    expect(captureFailure(new ApiError(502, 'PROVIDER_ERROR', 'x'))).toEqual({ outcome: 'providerError' })
    expect(captureFailure(new ApiError(500, 'INTERNAL', 'x'))).toEqual({ outcome: 'notRecorded' })
  })

  it('tells a payment PayPal still holds (PENDING) apart from a failed one, so the buyer does not pay twice', () => {
    const pending = new ApiError(402, 'PAYMENT_FAILED', orderMessages.paymentPending)
    expect(captureFailure(pending)).toEqual({ outcome: 'pendingAtPaypal' })
  })

  it('calls anything else a failed payment', () => {
    expect(captureFailure(new ApiError(402, 'PAYMENT_FAILED', 'x'))).toEqual({ outcome: 'failed' })
    expect(captureFailure(new ApiError(404, 'NOT_FOUND', 'x'))).toEqual({ outcome: 'failed' })
    expect(captureFailure(new NetworkError())).toEqual({ outcome: 'failed' })
  })
})
