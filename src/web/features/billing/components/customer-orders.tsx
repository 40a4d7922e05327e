import { Link } from 'react-router'
import type { ItemOrder, Order } from '#shared/billing/orders.ts'
import { formatMoney } from '#shared/common/money.ts'
import { Badge, statusTone } from '#web/components/ui/badge.tsx'
import { paths } from '#web/config/paths.ts'

/** One customer's package and item orders, newest first, each opening its order page. */
export function CustomerOrders({ orders }: { orders: Array<Order | ItemOrder> }) {
  if (orders.length === 0) return <p className="px-4 py-4 text-sm text-ink-muted">No orders.</p>
  return (
    <ul className="divide-y divide-slate-100">
      {orders.map((o) => (
        <li key={o.orderId} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm">
          <span className="min-w-0">
            <Link
              to={paths.admin.order.getHref(o.orderId)}
              className="font-mono font-medium text-brand-700 hover:underline"
            >
              {o.orderId}
            </Link>{' '}
            <span className="text-ink-muted">
              {o.kind === 'item' ? 'Item' : 'Package'}: {o.productName} · {o.orderDate}
            </span>
          </span>
          <span className="flex items-center gap-2">
            <span className="tabular-nums">{formatMoney(o.totalCents, o.currency)}</span>
            <Badge tone={statusTone(o.paymentStatus)}>{o.paymentStatus}</Badge>
          </span>
        </li>
      ))}
    </ul>
  )
}
