import { useCallback, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import {
  PAYMENT_FAILURE_REDIRECT_MS,
  PAYMENT_SUCCESS_REDIRECT_MS,
  PAYMENT_UNCHANGED_REDIRECT_MS,
} from '#shared/constants.ts'
import { paths } from '#web/app/paths.ts'

/** The spec's words after a payment attempt (customer-side.md §8, admin-and-items.md §4 and §8). */
export const paymentMessages = {
  success: 'Payment successful! Redirecting to your subscription history...',
  unchanged: 'This order is already paid. Redirecting...',
  failed: 'Payment failed. Please try again.',
  providerError: 'There was an error with PayPal. Please try again.',
  cancelled: 'Payment cancelled. Redirecting to your dashboard...',
} as const

export type PaymentOutcome = keyof typeof paymentMessages

const delays: Record<PaymentOutcome, number> = {
  success: PAYMENT_SUCCESS_REDIRECT_MS,
  unchanged: PAYMENT_UNCHANGED_REDIRECT_MS,
  failed: PAYMENT_FAILURE_REDIRECT_MS,
  providerError: PAYMENT_FAILURE_REDIRECT_MS,
  cancelled: PAYMENT_FAILURE_REDIRECT_MS,
}

/**
 * Shows the outcome, then moves on after the spec's delay: a paid order goes to its history
 * (subscription history for packages, order history for items), anything else to the dashboard.
 */
export function usePaymentOutcome(kind: 'package' | 'item') {
  const navigate = useNavigate()
  const [outcome, setOutcome] = useState<PaymentOutcome | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const finish = useCallback(
    (next: PaymentOutcome) => {
      clearTimeout(timer.current)
      setOutcome(next)
      const paid = next === 'success' || next === 'unchanged'
      const target = !paid
        ? paths.user.dashboard
        : kind === 'package'
          ? paths.user.subscriptionHistory
          : paths.user.ordersHistory
      timer.current = setTimeout(() => void navigate(target), delays[next])
    },
    [kind, navigate],
  )
  return { outcome, message: outcome ? paymentMessages[outcome] : null, finish }
}
