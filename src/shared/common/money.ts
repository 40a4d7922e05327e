/**
 * Money for display from integer cents in the order's (or the shop's) currency: '$19.00',
 * '€19.00', '£19.00', 'CA$19.00'. An unknown code falls back to '19.00 XYZ' rather than throwing.
 */
export function formatMoney(cents: number, currency = 'USD'): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100)
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency}`
  }
}
