import { ORDER_LIST_PAGE_SIZE } from '#shared/constants.ts'
import { formatUsd } from '#shared/schemas/packages.ts'
import { paths } from '#web/app/paths.ts'
import { Badge, statusTone } from '#web/components/ui/badge.tsx'
import { ButtonLink } from '#web/components/ui/button-link.tsx'
import { ItemNameCell } from '#web/features/billing/components/item-name-cell.tsx'
import { type OrderColumn, OrdersBrowser } from '#web/features/billing/components/orders-browser.tsx'

const isPaid = (status: string) => status.toLowerCase() === 'paid'

/** The caller's item orders (/user/orders-history), 10 per page; a paid one opens its premium page. */
export function ItemOrderHistory() {
  const columns: OrderColumn<'item'>[] = [
    { label: 'Order ID', sort: 'orderId', render: (o) => <span className="font-mono">{o.orderId}</span> },
    {
      label: 'Item',
      sort: 'packageName',
      render: (o) => <ItemNameCell order={o} linked={isPaid(o.paymentStatus)} />,
    },
    { label: 'Date', sort: 'date', render: (o) => o.orderDate },
    {
      label: 'Amount',
      sort: 'totalPrice',
      render: (o) => <span className="tabular-nums">{formatUsd(o.totalCents)}</span>,
    },
    {
      label: 'Payment Status',
      sort: 'paymentStatus',
      render: (o) => <Badge tone={statusTone(o.paymentStatus)}>{o.paymentStatus}</Badge>,
    },
    {
      label: 'Action',
      render: (o) =>
        o.paymentStatus.toLowerCase() === 'pending' ? (
          <ButtonLink
            size="sm"
            to={paths.itemPayNow(o.orderId)}
            aria-label={`Pay Now for order ${o.orderId}`}
          >
            Pay Now
          </ButtonLink>
        ) : null,
    },
  ]
  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-8 sm:px-8">
      <h1 className="text-2xl font-bold">Order History</h1>
      <OrdersBrowser
        mine
        kind="item"
        label="Order History"
        columns={columns}
        pageSize={ORDER_LIST_PAGE_SIZE}
        searchLabel="Search by order ID, status or item name"
        emptyText="No orders found"
        loadingText="Loading orders..."
        errorText={(error) => `Failed to fetch data: ${error.message}`}
      />
    </div>
  )
}
