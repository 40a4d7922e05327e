import type { LedgerEntry } from '#shared/schemas/me.ts'

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
      return 'Payment refunded'
    case 'admin_adjust':
      return 'Changed by the shop'
    default:
      return /^[a-z0-9_]+$/.test(entry.reason)
        ? entry.reason.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase())
        : entry.reason
  }
}
