import { formatMoney } from '#shared/money.ts'
import { Badge, statusTone } from '#web/components/ui/badge.tsx'
import type { OrderKind } from '#web/features/billing/api/order-kind.ts'
import type { OrderColumn } from '#web/features/billing/components/orders-browser.tsx'

/** Only orders whose payment status is pending (any case) can be paid or deleted (spec §4). */
export const isPendingPayment = (status: string) => status.toLowerCase() === 'pending'

/** Still to be paid: pending, or denied by PayPal (the buyer may pay again with another card). */
export const isAwaitingPayment = (status: string) => isPendingPayment(status) || status === 'Denied'

/** The columns every order table shares; the labels differ per spec screen, the cells do not. */
export function orderIdColumn<K extends OrderKind>(): OrderColumn<K> {
  return { label: 'Order ID', sort: 'orderId', render: (o) => <span className="font-mono">{o.orderId}</span> }
}

export function dateColumn<K extends OrderKind>(): OrderColumn<K> {
  return { label: 'Date', sort: 'date', render: (o) => o.orderDate }
}

export function amountColumn<K extends OrderKind>(label: string): OrderColumn<K> {
  return {
    label,
    sort: 'totalPrice',
    render: (o) => <span className="tabular-nums">{formatMoney(o.totalCents, o.currency)}</span>,
  }
}

export function paymentStatusColumn<K extends OrderKind>(label: string): OrderColumn<K> {
  return {
    label,
    sort: 'paymentStatus',
    render: (o) => <Badge tone={statusTone(o.paymentStatus)}>{o.paymentStatus}</Badge>,
  }
}
