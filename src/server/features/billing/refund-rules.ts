import { PARTIALLY_REFUNDED } from '#shared/billing/orders.ts'

/**
 * What a refund takes back. Rule: after refunds totalling R of an order's total T, the buyer has
 * given back floor(units × R / T) of what the order granted (its credits, its membership days).
 * Each refund takes the difference between that figure after it and before it, so a run of partial
 * refunds in any order adds up to exactly the share of the sum, never more than the order gave.
 */
export function refundedShareDelta(
  units: number,
  totalCents: number,
  refundedBeforeCents: number,
  refundedAfterCents: number,
): number {
  if (units <= 0) return 0
  const owed = (refundedCents: number) => {
    // A free order has nothing to share out: any refund of it counts as whole.
    if (totalCents <= 0) return refundedCents > 0 ? units : 0
    const share = Math.min(Math.max(refundedCents, 0), totalCents)
    return Math.floor((units * share) / totalCents)
  }
  return Math.max(0, owed(refundedAfterCents) - owed(refundedBeforeCents))
}

export type RefundKind = 'refund' | 'reversal'

/** How much of the order is refunded once this refund is counted: a reversal takes the whole. */
export function refundedAfter(
  totalCents: number,
  refundedBeforeCents: number,
  kind: RefundKind,
  amountCents: number,
) {
  if (kind === 'reversal') return totalCents
  return Math.min(totalCents, refundedBeforeCents + Math.max(0, amountCents))
}

/**
 * The order's statuses once refunded this far: a whole refund (or a reversal) cancels it; a partial
 * one marks the payment Partially Refunded and leaves the order (and an item's access) as it was.
 */
export function refundStatuses(
  totalCents: number,
  refundedCents: number,
  kind: RefundKind,
): { paymentStatus: string; orderStatus: string | null } {
  if (kind === 'reversal') return { paymentStatus: 'Reversed', orderStatus: 'Cancelled' }
  if (refundedCents >= totalCents) return { paymentStatus: 'Refunded', orderStatus: 'Cancelled' }
  return { paymentStatus: PARTIALLY_REFUNDED, orderStatus: null }
}

const DAY_MS = 86_400_000

/**
 * The membership once `days` of it are given back: the end moves that many days earlier. Time
 * already past is not taken twice: an end already behind `now` stays, and an end pulled back
 * to `now` or before ends the membership now (free).
 */
export function membershipAfterRefund(
  endsAt: Date | null,
  days: number,
  now: Date,
): { membership: 'premium' | 'free'; endsAt: Date } | null {
  if (!endsAt || days <= 0 || endsAt.getTime() <= now.getTime()) return null
  const pulled = endsAt.getTime() - days * DAY_MS
  if (pulled <= now.getTime()) return { membership: 'free', endsAt: now }
  return { membership: 'premium', endsAt: new Date(pulled) }
}

/** PayPal's decimal string as integer cents ("12.34" → 1234); null when it is not a money amount. */
export function valueToCents(value: string | undefined): number | null {
  if (typeof value !== 'string' || !/^\d{1,12}(\.\d{1,2})?$/.test(value)) return null
  const [whole, fraction = ''] = value.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}
