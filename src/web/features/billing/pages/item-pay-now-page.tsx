import { useParams } from 'react-router'
import type { ItemOrder } from '#shared/billing/orders.ts'
import { useItemOrder } from '#web/features/billing/api/get-order.ts'
import { PaymentGate } from '#web/features/billing/components/payment-gate.tsx'
import type { PaymentOrderView } from '#web/features/billing/components/payment-screen.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'

const toView = (order: ItemOrder): PaymentOrderView => ({
  ...order,
  productName: order.itemName,
  productLabel: 'Item',
  credit: 0,
})

/** /item-pay-now/{orderId}: pay an item order (admin-and-items.md, Item payment screen). */
export function ItemPayNowPage() {
  usePageTitle('Pay Now | Complete Your Payment to Access Products', { exact: true })
  const { orderId = '' } = useParams()
  const order = useItemOrder(orderId)
  return <PaymentGate kind="item" order={order} toView={toView} />
}
