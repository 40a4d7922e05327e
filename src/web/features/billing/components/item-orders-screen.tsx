import { ORDER_LIST_PAGE_SIZE } from '#shared/common/constants.ts'
import { paths } from '#web/config/paths.ts'
import { CustomerCell } from '#web/features/billing/components/customer-cell.tsx'
import { DeleteOrderButton } from '#web/features/billing/components/delete-order-button.tsx'
import { ItemNameCell } from '#web/features/billing/components/item-name-cell.tsx'
import {
  amountColumn,
  dateColumn,
  isPendingPayment,
  orderIdColumn,
  paymentStatusColumn,
} from '#web/features/billing/components/order-columns.tsx'
import { type OrderColumn, OrdersBrowser } from '#web/features/billing/components/orders-browser.tsx'
import { useOrderDelete } from '#web/features/billing/components/use-order-delete.ts'

/** Item Orders Management (admin-and-items.md §2): every item order, pending ones deletable. */
export function ItemOrdersScreen() {
  const { deleteOrder, isDeleting } = useOrderDelete('item')
  const columns: OrderColumn<'item'>[] = [
    orderIdColumn('admin'),
    {
      label: 'Customer',
      render: (o) => (
        <CustomerCell
          name={o.customerName}
          email={o.customerEmail}
          href={o.userId ? paths.admin.user.getHref(o.userId) : undefined}
        />
      ),
    },
    { label: 'Item', sort: 'packageName', render: (o) => <ItemNameCell order={o} adminPreview /> },
    dateColumn(),
    amountColumn('Amount'),
    paymentStatusColumn('Payment Status'),
    {
      label: 'Actions',
      render: (o) =>
        isPendingPayment(o.paymentStatus) ? (
          <DeleteOrderButton orderId={o.orderId} disabled={isDeleting} onDelete={deleteOrder} />
        ) : null,
    },
  ]
  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-8 sm:px-8">
      <h1 className="text-2xl font-bold">Item Orders Management</h1>
      <OrdersBrowser
        adminTools
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
