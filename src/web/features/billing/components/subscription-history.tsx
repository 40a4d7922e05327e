import { useState } from 'react'
import type { Order } from '#shared/billing/orders.ts'
import { ORDER_LIST_PAGE_SIZE } from '#shared/common/constants.ts'
import { Badge } from '#web/components/ui/badge.tsx'
import {
  amountColumn,
  dateColumn,
  orderIdColumn,
  paymentStatusColumn,
} from '#web/features/billing/components/order-columns.tsx'
import { type OrderColumn, OrdersBrowser } from '#web/features/billing/components/orders-browser.tsx'
import { PackageDetailsDialog } from '#web/features/billing/components/package-details-dialog.tsx'
import { daysLeft, formatDaysLeft } from '#web/features/billing/lib/days-left.ts'

function DaysLeftCell({ order }: { order: Order }) {
  // An unpaid order has no membership to count down yet.
  if (!order.membershipValidity) return <span className="text-ink-muted">—</span>
  const left = daysLeft(order.membershipValidity)
  return left === 'Expired' ? (
    <Badge tone="red">Expired</Badge>
  ) : (
    <span className="font-medium tabular-nums">{formatDaysLeft(left)}</span>
  )
}

/**
 * Subscription History (admin-and-items.md §2, §4): the caller's package orders, searchable, sortable
 * by date (newest first by default), days left, package name, order id, total and payment status.
 */
export function SubscriptionHistory() {
  const [details, setDetails] = useState<Order | null>(null)
  const columns: OrderColumn<'package'>[] = [
    orderIdColumn('receipt'),
    {
      label: 'Package',
      sort: 'packageName',
      render: (o) => (
        <button
          type="button"
          onClick={() => setDetails(o)}
          className="font-medium text-brand-700 hover:underline focus-visible:ring-3 focus-visible:ring-brand-200 focus-visible:outline-none"
        >
          {o.packageName || 'N/A'}
        </button>
      ),
    },
    dateColumn(),
    amountColumn('Total Price'),
    paymentStatusColumn('Payment Status'),
    { label: 'Days Left', sort: 'daysLeft', render: (o) => <DaysLeftCell order={o} /> },
  ]
  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-8 sm:px-8">
      <h1 className="text-2xl font-bold">Subscription History</h1>
      <OrdersBrowser
        mine
        kind="package"
        label="Subscription History"
        columns={columns}
        pageSize={ORDER_LIST_PAGE_SIZE}
        searchLabel="Search by order ID, status or package name"
        emptyText="No orders found"
        loadingText="Loading orders..."
        errorText={(error) => `Failed to fetch data: ${error.message}`}
      />
      {details && <PackageDetailsDialog order={details} onClose={() => setDetails(null)} />}
    </div>
  )
}
