import { formatMoney } from '#shared/common/money.ts'
import type { LedgerEntry } from '#shared/users/me.ts'

/** 'Refund of $9.50 for order #AB12CD34, credits kept' (or '…, 50 credits taken back'). */
function describeRefund(entry: LedgerEntry, refund: NonNullable<LedgerEntry['refund']>): string {
  const what = `Refund of ${formatMoney(refund.amountCents, refund.currency)} for order #${entry.orderId ?? ''}`
  if (refund.creditsKept) return `${what}, credits kept`
  const taken = -entry.delta
  // The buyer had spent them all: nothing was left to take back.
  if (taken === 0) return `${what}, no credits left to take back`
  return `${what}, ${taken.toLocaleString('en-US')} ${taken === 1 ? 'credit' : 'credits'} taken back`
}

/** What a credit history entry was, in words a creator reads (the server's reasons are machine words). */
export function describeEntry(entry: LedgerEntry): string {
  switch (entry.reason) {
    case 'signup':
      return 'Welcome credits'
    case 'purchase':
      return 'Bought credits'
    case 'generation':
      return 'Thumbnail generated'
    case 'refund':
      return 'Refund of a failed thumbnail'
    case 'reversal':
      return entry.refund ? describeRefund(entry, entry.refund) : 'Payment refunded'
    case 'admin_adjust':
      return 'Changed by the shop'
    default:
      return /^[a-z0-9_]+$/.test(entry.reason)
        ? entry.reason.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase())
        : entry.reason
  }
}
