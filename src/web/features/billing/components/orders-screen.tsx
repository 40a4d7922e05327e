import { useState } from 'react'
import type { Order } from '#shared/billing/orders.ts'
import { ORDER_LIST_PAGE_SIZE } from '#shared/common/constants.ts'
import { paths } from '#web/config/paths.ts'
import { CustomerCell } from '#web/features/billing/components/customer-cell.tsx'
import { DeleteOrderButton } from '#web/features/billing/components/delete-order-button.tsx'
import {
  amountColumn,
  dateColumn,
  isPendingPayment,
  orderIdColumn,
  paymentStatusColumn,
} from '#web/features/billing/components/order-columns.tsx'
import { type OrderColumn, OrdersBrowser } from '#web/features/billing/components/orders-browser.tsx'
import { PackageDetailsDialog } from '#web/features/billing/components/package-details-dialog.tsx'
import { useOrderDelete } from '#web/features/billing/components/use-order-delete.ts'

/**
 * The Orders screen (admin-and-items.md §2): the admin sees every order and may delete pending ones;
 * at /user/orders the server returns the caller's own orders and there is no delete.
 */
export function OrdersScreen({ admin }: { admin: boolean }) {
  const [details, setDetails] = useState<Order | null>(null)
  const { deleteOrder, isDeleting } = useOrderDelete('package')

  const columns: OrderColumn<'package'>[] = [
    orderIdColumn(admin ? 'admin' : 'receipt'),
    {
      label: 'Customer',
      render: (o) => (
        <CustomerCell
          name={o.customerName}
          email={o.customerEmail}
          href={admin && o.userId ? paths.admin.user.getHref(o.userId) : undefined}
        />
      ),
    },
    {
      label: 'Package',
      sort: 'packageName',
      render: (o) =>
        o.packageName ? (
          <button
            type="button"
            onClick={() => setDetails(o)}
            className="font-medium text-brand-700 hover:underline focus-visible:ring-3 focus-visible:ring-brand-200 focus-visible:outline-none"
          >
            {o.packageName}
          </button>
        ) : (
          'N/A'
        ),
    },
    dateColumn(),
    amountColumn('Amount'),
    paymentStatusColumn('Payment'),
  ]
  if (admin) {
    columns.push({
      label: 'Actions',
      render: (o) =>
        isPendingPayment(o.paymentStatus) ? (
          <DeleteOrderButton orderId={o.orderId} disabled={isDeleting} onDelete={deleteOrder} />
        ) : null,
    })
  }

  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-8 sm:px-8">
      <h1 className="text-2xl font-bold">Orders</h1>
      <OrdersBrowser
        mine={!admin}
        adminTools={admin}
        kind="package"
        label="Orders"
        columns={columns}
        pageSize={ORDER_LIST_PAGE_SIZE}
        searchLabel="Search orders"
        emptyText="No orders found"
        loadingText="Loading orders..."
        errorText={() => 'Could not load orders. Please try again.'}
      />
      {details && <PackageDetailsDialog order={details} onClose={() => setDetails(null)} />}
    </div>
  )
}
