import { ItemOrderHistory } from '#web/features/billing/components/item-order-history.tsx'
import { ItemOrdersScreen } from '#web/features/billing/components/item-orders-screen.tsx'
import { SubscriptionHistory } from '#web/features/billing/components/subscription-history.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'

/** /user/subscription-history */
export function SubscriptionHistoryPage() {
  usePageTitle('Subscription History')
  return <SubscriptionHistory />
}

/** /user/orders-history: item orders; a successful item payment lands here. */
export function OrdersHistoryPage() {
  usePageTitle('Order History')
  return <ItemOrderHistory />
}

/** /admin/items-orders */
export function AdminItemOrdersPage() {
  usePageTitle('Item Orders Management')
  return <ItemOrdersScreen />
}
