import { OrdersScreen } from '#web/features/billing/components/orders-screen.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'

/** /admin/orders: every order, pending ones deletable. */
export function AdminOrdersPage() {
  usePageTitle('Orders')
  return <OrdersScreen admin />
}

/** /user/orders: the same screen, the caller's own orders. */
export function UserOrdersPage() {
  usePageTitle('Orders')
  return <OrdersScreen admin={false} />
}
