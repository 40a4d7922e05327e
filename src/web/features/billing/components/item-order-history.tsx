import { paymentStands } from '#shared/billing/orders.ts'
import { ORDER_LIST_PAGE_SIZE } from '#shared/common/constants.ts'
import { ButtonLink } from '#web/components/ui/button-link.tsx'
import { paths } from '#web/config/paths.ts'
import { ItemNameCell } from '#web/features/billing/components/item-name-cell.tsx'
import {
  amountColumn,
  dateColumn,
  isPendingPayment,
  orderIdColumn,
  paymentStatusColumn,
} from '#web/features/billing/components/order-columns.tsx'
import { type OrderColumn, OrdersBrowser } from '#web/features/billing/components/orders-browser.tsx'

/**
 * The caller's item orders (/user/orders-history), 10 per page. A pending one offers Pay Now; a paid
 * one opens its premium (access) page, from its name and from the Action column alike.
 */
export function ItemOrderHistory() {
  const columns: OrderColumn<'item'>[] = [
    orderIdColumn('receipt'),
    {
      label: 'Item',
      sort: 'packageName',
      render: (o) => <ItemNameCell order={o} linked={paymentStands(o.paymentStatus)} />,
    },
    dateColumn(),
    amountColumn('Amount'),
    paymentStatusColumn('Payment Status'),
    {
      label: 'Action',
      render: (o) =>
        isPendingPayment(o.paymentStatus) ? (
          <ButtonLink
            size="sm"
            to={paths.itemPayNow.getHref(o.orderId)}
            aria-label={`Pay Now for order ${o.orderId}`}
          >
            Pay Now
          </ButtonLink>
        ) : paymentStands(o.paymentStatus) && o.slug && o.itemId ? (
          <ButtonLink
            size="sm"
            variant="secondary"
            to={paths.premium.getHref(o.slug, o.itemId)}
            aria-label={`Access ${o.itemName}`}
          >
            Access
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
