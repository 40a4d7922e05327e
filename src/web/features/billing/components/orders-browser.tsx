import { type ReactNode, useState } from 'react'
import { useSearchParams } from 'react-router'
import type { ItemOrder, Order, OrderSortField } from '#shared/billing/orders.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { PageNumbers } from '#web/components/ui/page-numbers.tsx'
import {
  PlainHeader,
  SearchBox,
  type Sort,
  SortHeader,
  TableFrame,
} from '#web/components/ui/sortable-table.tsx'
import { Loader } from '#web/components/ui/spinner.tsx'
import { type OrderListQuery, useOrders } from '#web/features/billing/api/get-orders.ts'
import type { OrderKind } from '#web/features/billing/api/order-kind.ts'
import { noOrderFilters, OrderFilters } from '#web/features/billing/components/order-filters.tsx'

export type RowOf<K extends OrderKind> = K extends 'package' ? Order : ItemOrder

export type OrderColumn<K extends OrderKind> = {
  label: string
  /** Set when the server can sort by this column. */
  sort?: OrderSortField
  render: (order: RowOf<K>) => ReactNode
  className?: string
}

type Props<K extends OrderKind> = {
  kind: K
  label: string
  columns: OrderColumn<K>[]
  pageSize: number
  searchLabel: string
  emptyText: string
  loadingText: string
  errorText: (error: Error) => string
  /** Sort on first load; the spec's lists open newest first. */
  initialSort?: Sort<OrderSortField>
  /** The caller's own orders only, even for an admin (every list in the user area). */
  mine?: boolean
  /** The admin lists: status, day range and product filters, and the CSV export. */
  adminTools?: boolean
}

/**
 * The one searchable, sortable, paged order table (Orders, Item Orders Management, Subscription
 * History, order history). Search, sort and paging run on the server; a new search or sort
 * returns to page 1 (admin-and-items.md §5).
 */
export function OrdersBrowser<K extends OrderKind>({
  kind,
  label,
  columns,
  pageSize,
  searchLabel,
  emptyText,
  loadingText,
  errorText,
  initialSort = { key: 'date', dir: 'desc' },
  mine = false,
  adminTools = false,
}: Props<K>) {
  // The back-office search links here with ?search=, so the list opens already narrowed.
  const [params] = useSearchParams()
  const [search, setSearch] = useState(() => (adminTools ? (params.get('search') ?? '') : ''))
  const [filters, setFilters] = useState(noOrderFilters)
  const [sort, setSort] = useState(initialSort)
  const [page, setPage] = useState(1)
  const query: OrderListQuery = { page, pageSize, search, sort: sort.key, dir: sort.dir, mine, ...filters }
  const orders = useOrders(kind, query)
  const rows = (orders.data?.items ?? []) as RowOf<K>[]
  const count = orders.data ?? { total: 0, totalCapped: false }

  return (
    <div className="space-y-4">
      <SearchBox
        label={searchLabel}
        value={search}
        onChange={(value) => {
          setSearch(value)
          setPage(1)
        }}
      />
      {adminTools && (
        <OrderFilters
          kind={kind}
          search={search}
          value={filters}
          onChange={(next) => {
            setFilters(next)
            setPage(1)
          }}
        />
      )}
      {orders.isPending ? (
        <Loader label={loadingText} />
      ) : orders.isError ? (
        <Alert>{errorText(orders.error)}</Alert>
      ) : (
        <>
          <TableFrame
            label={label}
            head={columns.map((column) =>
              column.sort ? (
                <SortHeader
                  key={column.label}
                  label={column.label}
                  column={column.sort}
                  sort={sort}
                  onSort={(next) => {
                    setSort(next)
                    setPage(1)
                  }}
                />
              ) : (
                <PlainHeader key={column.label}>{column.label}</PlainHeader>
              ),
            )}
          >
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-4 py-10 text-center text-ink-muted">
                  {emptyText}
                </td>
              </tr>
            ) : (
              rows.map((order) => (
                <tr key={order.orderId} className="hover:bg-slate-50">
                  {columns.map((column) => (
                    <td key={column.label} className={column.className ?? 'px-4 py-3 align-middle'}>
                      {column.render(order)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </TableFrame>
          <PageNumbers
            label={`${label} pages`}
            page={page}
            pageSize={pageSize}
            count={count}
            onPageChange={setPage}
          />
        </>
      )}
    </div>
  )
}
