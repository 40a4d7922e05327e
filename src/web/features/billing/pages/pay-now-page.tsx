import { useParams } from 'react-router'
import type { Order } from '#shared/billing/orders.ts'
import { usePackageOrder } from '#web/features/billing/api/get-order.ts'
import { PaymentGate } from '#web/features/billing/components/payment-gate.tsx'
import type { PaymentOrderView } from '#web/features/billing/components/payment-screen.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'

const toView = (order: Order): PaymentOrderView => ({
  ...order,
  productName: order.packageName,
  productLabel: 'Package',
})

/** /pay-now/{orderId}: pay a package order. */
export function PayNowPage() {
  usePageTitle('Complete Your Payment')
  const { orderId = '' } = useParams()
  const order = usePackageOrder(orderId)
  return <PaymentGate kind="package" order={order} toView={toView} />
}
