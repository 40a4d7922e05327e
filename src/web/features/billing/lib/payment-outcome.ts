import { useCallback, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { orderMessages } from '#shared/billing/orders.ts'
import {
  PAYMENT_FAILURE_REDIRECT_MS,
  PAYMENT_SUCCESS_REDIRECT_MS,
  PAYMENT_UNCHANGED_REDIRECT_MS,
} from '#shared/common/constants.ts'
import { paths } from '#web/config/paths.ts'

/** The spec's words after a payment attempt (customer-side.md §8, admin-and-items.md §4 and §8). */
export const paymentMessages = {
  success: 'Payment successful! Redirecting to your subscription history...',
  unchanged: 'This order is already paid. Redirecting...',
  failed: 'Payment failed. Please try again.',
  providerError: 'There was an error with PayPal. Please try again.',
  cancelled: 'Payment cancelled. Redirecting to your dashboard...',
  unverified:
    'Payment could not be verified: the captured amount or order does not match. Please contact support.',
  notRecorded: 'Payment successful, but there was an issue updating your order. Please contact support.',
  pendingAtPaypal: orderMessages.paymentPending,
} as const

export type PaymentOutcome = keyof typeof paymentMessages

/**
 * The spec's delays before moving on. The two contact-support outcomes stay put: the buyer needs
 * the message (and the transaction id) in front of them to quote it.
 */
const delays: Record<PaymentOutcome, number | null> = {
  success: PAYMENT_SUCCESS_REDIRECT_MS,
  unchanged: PAYMENT_UNCHANGED_REDIRECT_MS,
  failed: PAYMENT_FAILURE_REDIRECT_MS,
  providerError: PAYMENT_FAILURE_REDIRECT_MS,
  cancelled: PAYMENT_FAILURE_REDIRECT_MS,
  unverified: null,
  notRecorded: null,
  pendingAtPaypal: null,
}

const withTransaction = (message: string, transactionId?: string) =>
  transactionId ? `${message} Transaction ID: ${transactionId}` : message

/**
 * Shows the outcome, then moves on after the spec's delay: a paid order goes to its history
 * (subscription history for packages, order history for items), anything else to the dashboard.
 */
export function usePaymentOutcome(kind: 'package' | 'item') {
  const navigate = useNavigate()
  const [outcome, setOutcome] = useState<PaymentOutcome | null>(null)
  const [transactionId, setTransactionId] = useState<string | undefined>(undefined)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const finish = useCallback(
    (next: PaymentOutcome, paypalTransactionId?: string) => {
      clearTimeout(timer.current)
      setOutcome(next)
      setTransactionId(paypalTransactionId)
      const delay = delays[next]
      if (delay === null) return
      const paid = next === 'success' || next === 'unchanged'
      const target = !paid
        ? paths.user.dashboard.getHref()
        : kind === 'package'
          ? paths.user.subscriptionHistory.getHref()
          : paths.user.ordersHistory.getHref()
      timer.current = setTimeout(() => void navigate(target), delay)
    },
    [kind, navigate],
  )
  const message = outcome ? withTransaction(paymentMessages[outcome], transactionId) : null
  return { outcome, message, finish }
}
