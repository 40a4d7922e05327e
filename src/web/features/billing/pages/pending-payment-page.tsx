import { PendingOrders } from '#web/features/billing/components/pending-orders.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'

/** /user/pending-payment and /user/package-pending-payment: unpaid package orders. */
export function PendingPaymentPage() {
  usePageTitle('My Pending Orders')
  return <PendingOrders kind="package" />
}

/** /user/item-pending-payment: unpaid item orders. */
export function ItemPendingPaymentPage() {
  usePageTitle('My Pending item Orders')
  return <PendingOrders kind="item" />
}
