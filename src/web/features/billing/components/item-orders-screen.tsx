import { ORDER_LIST_PAGE_SIZE } from '#shared/constants.ts'
import { formatUsd } from '#shared/schemas/packages.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Badge, statusTone } from '#web/components/ui/badge.tsx'
import { CustomerCell } from '#web/features/billing/components/customer-cell.tsx'
import { DeleteOrderButton } from '#web/features/billing/components/delete-order-button.tsx'
import { ItemNameCell } from '#web/features/billing/components/item-name-cell.tsx'
import { type OrderColumn, OrdersBrowser } from '#web/features/billing/components/orders-browser.tsx'
import { useOrderDelete } from '#web/features/billing/components/use-order-delete.ts'

/** Item Orders Management (admin-and-items.md §2): every item order, pending ones deletable. */
export function ItemOrdersScreen() {
  const { deleteOrder, flash, isDeleting } = useOrderDelete('item')
  const columns: OrderColumn<'item'>[] = [
    { label: 'Order ID', sort: 'orderId', render: (o) => <span className="font-mono">{o.orderId}</span> },
    { label: 'Customer', render: (o) => <CustomerCell name={o.customerName} email={o.customerEmail} /> },
    { label: 'Item', sort: 'packageName', render: (o) => <ItemNameCell order={o} /> },
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
      label: 'Actions',
      render: (o) =>
        o.paymentStatus.toLowerCase() === 'pending' ? (
          <DeleteOrderButton orderId={o.orderId} disabled={isDeleting} onDelete={deleteOrder} />
        ) : null,
    },
  ]
  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-8 sm:px-8">
      <h1 className="text-2xl font-bold">Item Orders Management</h1>
      {flash && <Alert tone={flash.tone}>{flash.text}</Alert>}
      <OrdersBrowser
        kind="item"
        label="Item orders"
        columns={columns}
        pageSize={ORDER_LIST_PAGE_SIZE}
        searchLabel="Search item orders"
        emptyText="No orders found"
        loadingText="Loading orders..."
        errorText={() => 'Could not load item orders. Please try again.'}
      />
    </div>
  )
}
