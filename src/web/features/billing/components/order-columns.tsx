import { Link } from 'react-router'
import { formatMoney } from '#shared/common/money.ts'
import { Badge, statusTone } from '#web/components/ui/badge.tsx'
import { paths } from '#web/config/paths.ts'
import type { OrderKind } from '#web/features/billing/api/order-kind.ts'
import type { OrderColumn } from '#web/features/billing/components/orders-browser.tsx'

/** Only orders whose payment status is pending (any case) can be paid or deleted (spec §4). */
export const isPendingPayment = (status: string) => status.toLowerCase() === 'pending'

/** Still to be paid: pending, or denied by PayPal (the buyer may pay again with another card). */
export const isAwaitingPayment = (status: string) => isPendingPayment(status) || status === 'Denied'

/** The columns every order table shares; the labels differ per spec screen, the cells do not. */
/**
 * The order id; in the back office it opens the order page, and a buyer's paid order shows a link
 * to its receipt.
 */
export function orderIdColumn<K extends OrderKind>(
  link: 'admin' | 'receipt' | 'none' = 'none',
): OrderColumn<K> {
  return {
    label: 'Order ID',
    sort: 'orderId',
    render: (o) =>
      link === 'admin' ? (
        <Link to={paths.admin.order.getHref(o.orderId)} className={linkClasses}>
          {o.orderId}
        </Link>
      ) : (
        <span className="flex flex-col">
          <span className="font-mono">{o.orderId}</span>
          {link === 'receipt' && hasReceipt(o.paymentStatus, o.paypalTransactionId) && (
            <Link to={paths.receipt.getHref(o.orderId)} className="text-xs text-brand-700 hover:underline">
              Receipt<span className="sr-only"> for order {o.orderId}</span>
            </Link>
          )}
        </span>
      ),
  }
}

const linkClasses =
  'font-mono font-medium text-brand-700 hover:underline focus-visible:ring-3 focus-visible:ring-brand-200 focus-visible:outline-none'

/** A payment went through (even if refunded since): the order has a receipt. */
const hasReceipt = (status: string, transactionId: string | null) =>
  Boolean(transactionId) && ['Paid', 'Partially Refunded', 'Refunded', 'Reversed'].includes(status)

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
