import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { type AdminSearchResult, adminSearchResultSchema, type OrderHit } from '#shared/admin/search.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Badge, statusTone } from '#web/components/ui/badge.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { SearchBox } from '#web/components/ui/sortable-table.tsx'
import { Loader } from '#web/components/ui/spinner.tsx'
import { paths } from '#web/config/paths.ts'
import { apiGet } from '#web/lib/api.ts'
import { usePageTitle } from '#web/lib/use-page-title.ts'

const useAdminSearch = (q: string) =>
  useQuery({
    queryKey: ['admin', 'search', q],
    queryFn: ({ signal }) =>
      apiGet(`/api/admin/search?${new URLSearchParams({ q })}`, adminSearchResultSchema, signal),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
  })

const money = (cents: number, currency: string) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency })

function Group({
  title,
  more,
  count,
  children,
}: {
  title: string
  more: boolean
  count: number
  children: ReactNode
}) {
  return (
    <Card className="p-4 sm:p-5" aria-label={title}>
      <h2 className="mb-3 font-semibold text-ink">
        {title} <span className="font-normal text-ink-muted">({more ? `first ${count}` : count})</span>
      </h2>
      {count === 0 ? (
        <p className="text-sm text-ink-muted">None</p>
      ) : (
        <ul className="divide-y divide-slate-100">{children}</ul>
      )}
    </Card>
  )
}

function OrderRow({ order, listPath }: { order: OrderHit; listPath: string }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
      <div className="min-w-0">
        <Link
          to={`${listPath}?search=${encodeURIComponent(order.orderId)}`}
          className="font-semibold text-brand-700 underline"
        >
          {order.orderId}
        </Link>{' '}
        <span className="text-ink">{order.productName}</span>
        {order.itemCode && <span className="text-ink-muted"> · {order.itemCode}</span>}
        <p className="break-all text-ink-muted">
          {order.customerName} · {order.customerEmail}
          {order.paypalTransactionId && ` · ${order.paypalTransactionId}`}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <span>{money(order.totalCents, order.currency)}</span>
        <Badge tone={statusTone(order.paymentStatus)}>{order.paymentStatus}</Badge>
      </div>
    </li>
  )
}

function Results({ result }: { result: AdminSearchResult }) {
  const { users, orders, itemOrders, tickets } = result
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Group title="Users" more={users.more} count={users.hits.length}>
        {users.hits.map((u) => (
          <li key={u.id} className="py-2 text-sm">
            <span className="font-semibold text-ink">{u.name}</span>{' '}
            <span className="text-ink-muted">({u.role})</span>
            <p className="text-ink-muted">
              <span className="break-all">{u.email}</span> ·{' '}
              <Link
                to={`${paths.admin.orders.getHref()}?search=${encodeURIComponent(u.email)}`}
                className="text-brand-700 underline"
              >
                Their orders
              </Link>
            </p>
          </li>
        ))}
      </Group>
      <Group title="Tickets" more={tickets.more} count={tickets.hits.length}>
        {tickets.hits.map((t) => (
          <li key={t.id} className="py-2 text-sm">
            <Link
              to={`${paths.admin.supportMessages.getHref()}?ticket=${encodeURIComponent(t.id)}`}
              className="font-semibold text-brand-700 underline"
            >
              {t.subject}
            </Link>{' '}
            <Badge tone={statusTone(t.status)}>{t.status}</Badge>
            <p className="break-all text-ink-muted">
              {t.userName} · {t.userEmail}
            </p>
          </li>
        ))}
      </Group>
      <Group title="Orders" more={orders.more} count={orders.hits.length}>
        {orders.hits.map((o) => (
          <OrderRow key={o.orderId} order={o} listPath={paths.admin.orders.getHref()} />
        ))}
      </Group>
      <Group title="Item Orders" more={itemOrders.more} count={itemOrders.hits.length}>
        {itemOrders.hits.map((o) => (
          <OrderRow key={o.orderId} order={o} listPath={paths.admin.itemsOrders.getHref()} />
        ))}
      </Group>
    </div>
  )
}

/** /admin/search: one box across users, orders, item orders and tickets. */
export function AdminSearchPage() {
  usePageTitle('Search')
  const [params, setParams] = useSearchParams()
  const [text, setText] = useState(params.get('q') ?? '')
  const q = (params.get('q') ?? '').trim()
  const search = useAdminSearch(q)

  // The address follows the box after a short pause, so a reload or a shared link finds the same.
  useEffect(() => {
    const timer = setTimeout(() => setParams(text.trim() ? { q: text.trim() } : {}, { replace: true }), 300)
    return () => clearTimeout(timer)
  }, [text, setParams])

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-8">
      <header className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">Search</h1>
        <p className="text-ink-muted">
          Find users, orders, item orders and tickets by e-mail, name, order id, PayPal transaction id or item
          code.
        </p>
      </header>
      <SearchBox
        label="Search the back office"
        placeholder="E-mail, name, order id, transaction id…"
        value={text}
        onChange={setText}
        className="sm:max-w-xl"
      />
      {q.length < 2 ? (
        <p className="text-sm text-ink-muted">Type at least 2 characters to search</p>
      ) : search.isPending ? (
        <Loader label="Searching..." />
      ) : search.isError ? (
        <Alert>Could not search. Please try again.</Alert>
      ) : (
        <Results result={search.data} />
      )}
    </div>
  )
}
