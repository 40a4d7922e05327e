import { CircleCheck, CreditCard } from 'lucide-react'
import { useState } from 'react'
import { ORDER_LIST_PAGE_SIZE } from '#shared/common/constants.ts'
import { formatMoney } from '#shared/common/money.ts'
import { countText } from '#shared/common/paging.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Badge, statusTone } from '#web/components/ui/badge.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { ButtonLink } from '#web/components/ui/button-link.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { Pager } from '#web/components/ui/pager.tsx'
import { PlainHeader, TableFrame } from '#web/components/ui/sortable-table.tsx'
import { Loader } from '#web/components/ui/spinner.tsx'
import { paths } from '#web/config/paths.ts'
import { useOrders } from '#web/features/billing/api/get-orders.ts'
import type { OrderKind } from '#web/features/billing/api/order-kind.ts'

export const pendingTexts = {
  emptyTitle: 'No Pending Orders',
  emptyBody: "You're all caught up with payments.",
  nothingDue: 'No payments due.',
  loadFailed: 'Could not load orders. Please try again.',
} as const

const payLink = (kind: OrderKind, orderId: string) =>
  kind === 'package' ? paths.payNow.getHref(orderId) : paths.itemPayNow.getHref(orderId)

/**
 * My Pending Orders / My Pending item Orders (customer-side.md, Pending orders; §4): unpaid orders,
 * newest first, 10 per page; a table on wide screens and cards on small ones.
 */
export function PendingOrders({ kind }: { kind: OrderKind }) {
  const [page, setPage] = useState(1)
  const orders = useOrders(kind, {
    page,
    pageSize: ORDER_LIST_PAGE_SIZE,
    pending: true,
    mine: true,
    sort: 'date',
    dir: 'desc',
  })
  const title = kind === 'package' ? 'My Pending Orders' : 'My Pending item Orders'
  const productLabel = kind === 'package' ? 'Package' : 'Item'
  const rows = orders.data?.items ?? []
  const count = orders.data ?? { total: 0, totalCapped: false }
  const first = rows[0]

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{title}</h1>
          {orders.isSuccess && (
            <p className="text-sm text-ink-muted">
              {count.total === 0
                ? pendingTexts.nothingDue
                : `${countText(count)} ${count.total === 1 && !count.totalCapped ? 'payment' : 'payments'} due.`}
            </p>
          )}
        </div>
        {first && (
          <ButtonLink to={payLink(kind, first.orderId)}>
            <CreditCard aria-hidden="true" className="size-4" />
            Pay First Order
          </ButtonLink>
        )}
      </div>

      <div className="mt-6">
        {orders.isPending ? (
          <Loader label="Loading orders..." />
        ) : orders.isError ? (
          <div className="space-y-3">
            <Alert>{pendingTexts.loadFailed}</Alert>
            <Button variant="secondary" size="sm" onClick={() => void orders.refetch()}>
              Try again
            </Button>
          </div>
        ) : rows.length === 0 ? (
          <Card className="p-10 text-center">
            <CircleCheck aria-hidden="true" className="mx-auto size-10 text-emerald-600" />
            <h2 className="mt-3 text-lg font-semibold">{pendingTexts.emptyTitle}</h2>
            <p className="mt-1 text-ink-muted">{pendingTexts.emptyBody}</p>
          </Card>
        ) : (
          <>
            <div className="hidden md:block" data-testid="pending-table">
              <TableFrame
                label={title}
                head={
                  <>
                    <PlainHeader>Order ID</PlainHeader>
                    <PlainHeader>{productLabel}</PlainHeader>
                    <PlainHeader>Date</PlainHeader>
                    <PlainHeader>Amount</PlainHeader>
                    <PlainHeader>Status</PlainHeader>
                    <PlainHeader>
                      <span className="sr-only">Action</span>
                    </PlainHeader>
                  </>
                }
              >
                {rows.map((order) => (
                  <tr key={order.orderId}>
                    <td className="px-4 py-3 font-mono">{order.orderId}</td>
                    <td className="px-4 py-3">{order.productName}</td>
                    <td className="px-4 py-3">{order.orderDate}</td>
                    <td className="px-4 py-3 tabular-nums">
                      {formatMoney(order.totalCents, order.currency)}
                    </td>
                    <td className="px-4 py-3">
                      <Badge tone={statusTone(order.paymentStatus)}>{order.paymentStatus}</Badge>
                    </td>
                    <td className="px-4 py-3 text-right">
                      <ButtonLink
                        size="sm"
                        to={payLink(kind, order.orderId)}
                        aria-label={`Pay Now for order ${order.orderId}`}
                      >
                        Pay Now
                      </ButtonLink>
                    </td>
                  </tr>
                ))}
              </TableFrame>
            </div>
            <ul className="space-y-3 md:hidden" data-testid="pending-cards">
              {rows.map((order) => (
                <li key={order.orderId}>
                  <Card className="space-y-2 p-4">
                    <div className="flex items-center justify-between gap-2">
                      <span className="font-mono text-sm">{order.orderId}</span>
                      <Badge tone={statusTone(order.paymentStatus)}>{order.paymentStatus}</Badge>
                    </div>
                    <p className="font-semibold">{order.productName}</p>
                    <p className="text-sm text-ink-muted">
                      {order.orderDate} · {formatMoney(order.totalCents, order.currency)}
                    </p>
                    <ButtonLink size="sm" className="w-full" to={payLink(kind, order.orderId)}>
                      Pay Now
                    </ButtonLink>
                  </Card>
                </li>
              ))}
            </ul>
            <Pager
              label={`${title} pages`}
              page={page}
              pageSize={ORDER_LIST_PAGE_SIZE}
              count={count}
              onPageChange={setPage}
            />
          </>
        )}
      </div>
    </div>
  )
}
