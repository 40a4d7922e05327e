import { useIsFetching, useQueryClient } from '@tanstack/react-query'
import { ChevronRight } from 'lucide-react'
import { lazy, Suspense, useCallback } from 'react'
import { Link } from 'react-router'
import type { PublicPaymentSettings as PaypalSettings } from '#shared/billing/payments.ts'
import { formatMoney } from '#shared/common/money.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Badge, statusTone } from '#web/components/ui/badge.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { Loader } from '#web/components/ui/spinner.tsx'
import { paths } from '#web/config/paths.ts'
import { type OrderKind, ordersQueryKey } from '#web/features/billing/api/order-kind.ts'
import { isAwaitingPayment } from '#web/features/billing/components/order-columns.tsx'
import { SimulatedCheckout } from '#web/features/billing/components/simulated-checkout.tsx'
import { type PaymentOutcome, usePaymentOutcome } from '#web/features/billing/lib/payment-outcome.ts'
import { meQueryKey, useMe } from '#web/lib/session/me-query.ts'

const PaypalCheckout = lazy(() => import('#web/features/billing/components/paypal-checkout.tsx'))

/** What the payment screen shows of a package or item order. */
export type PaymentOrderView = {
  orderId: string
  productName: string
  productLabel: 'Package' | 'Item'
  customerName: string
  customerEmail: string
  address: string
  country: string
  priceCents: number
  processingFeeCents: number
  totalCents: number
  /** The currency the order was placed in: its price, its PayPal order and its capture use it. */
  currency: string
  credit: number
  paymentStatus: string
}

const orDefault = (value: string) => value.trim() || 'Not specified'

/**
 * The balance after a paid package order. It waits for the session's refetch (invalidated when the
 * payment succeeded), so the figure is never the balance from before the credits were granted.
 */
function NewBalance() {
  const { me } = useMe()
  const fetching = useIsFetchingMe()
  if (!me || fetching) return null
  return (
    <p className="mt-1 font-semibold">Your balance is now {me.creditBalance.toLocaleString()} credits.</p>
  )
}

const useIsFetchingMe = () => useIsFetching({ queryKey: meQueryKey }) > 0

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex justify-between gap-4 py-2">
      <dt className="text-ink-muted">{label}</dt>
      <dd className={strong ? 'font-bold' : 'font-medium'}>{value}</dd>
    </div>
  )
}

/** The payment screen (customer-side.md, Payment page; admin-and-items.md, Item payment screen). */
export function PaymentScreen({
  kind,
  order,
  settings,
}: {
  kind: OrderKind
  order: PaymentOrderView
  settings: PaypalSettings
}) {
  const queryClient = useQueryClient()
  const { message, outcome, finish } = usePaymentOutcome(kind)
  const onOutcome = useCallback(
    (next: PaymentOutcome, transactionId?: string) => {
      if (next === 'success' || next === 'unchanged') {
        // The credits badge and the lists read fresh data from the server, never from this page.
        void queryClient.invalidateQueries({ queryKey: meQueryKey })
        void queryClient.invalidateQueries({ queryKey: ordersQueryKey(kind) })
      }
      finish(next, transactionId)
    },
    [finish, kind, queryClient],
  )
  const status = order.paymentStatus || 'Pending'
  const paid = outcome === 'success' || outcome === 'unchanged'

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <nav aria-label="Breadcrumb" className="text-sm text-ink-muted">
        <ol className="flex items-center gap-1">
          <li>
            <Link to={paths.home.getHref()} className="hover:text-ink hover:underline">
              Home
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-4" />
          </li>
          <li aria-current="page" className="font-medium text-ink">
            Payment
          </li>
        </ol>
      </nav>
      <h1 className="mt-2 text-3xl font-extrabold">Complete Your Payment</h1>

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          <Card className="p-6" aria-label="Order summary">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <h2 className="text-xl font-bold">{order.productName || 'Digital Product'}</h2>
                <p className="mt-1 text-sm text-ink-muted">Order ID: {order.orderId}</p>
              </div>
              <Badge tone={statusTone(status)}>{status.toUpperCase()}</Badge>
            </div>
            <p className="mt-4 text-3xl font-extrabold tabular-nums">
              {formatMoney(order.totalCents, order.currency)}{' '}
              <span className="text-base font-medium text-ink-muted">{order.currency}</span>
            </p>
          </Card>
          <Card className="p-6" aria-labelledby="customer-info-heading">
            <h2 id="customer-info-heading" className="text-lg font-semibold">
              Customer Information
            </h2>
            <dl className="mt-2 divide-y divide-slate-100 text-sm">
              <Row label="Name" value={orDefault(order.customerName)} />
              <Row label="Email" value={orDefault(order.customerEmail)} />
              <Row label="Address" value={orDefault(order.address)} />
              <Row label="Country" value={orDefault(order.country)} />
            </dl>
          </Card>
          <Card className="p-6" aria-labelledby="order-details-heading">
            <h2 id="order-details-heading" className="text-lg font-semibold">
              Order Details
            </h2>
            <dl className="mt-2 divide-y divide-slate-100 text-sm">
              <Row
                label={`${order.productLabel} Price`}
                value={formatMoney(order.priceCents, order.currency)}
              />
              {order.credit > 0 && <Row label="Credits" value={order.credit.toLocaleString()} />}
              <Row label="Processing Fee" value={formatMoney(order.processingFeeCents, order.currency)} />
              <Row
                label="Total"
                value={`${formatMoney(order.totalCents, order.currency)} ${order.currency}`}
                strong
              />
            </dl>
          </Card>
        </div>

        <Card className="h-fit space-y-4 p-6" aria-labelledby="pay-heading">
          <h2 id="pay-heading" className="text-lg font-semibold">
            Pay with PayPal
          </h2>
          {message &&
            (paid ? (
              // One success: the order refetches as Paid meanwhile, and must not add 'already paid'.
              <Alert tone="success">
                <p>{message}</p>
                {kind === 'package' && order.credit > 0 && <NewBalance />}
              </Alert>
            ) : (
              <Alert>{message}</Alert>
            ))}
          {outcome ? null : !isAwaitingPayment(status) ? (
            <Alert tone="success">This order has already been paid.</Alert>
          ) : settings.mode === 'simulated' ? (
            <SimulatedCheckout kind={kind} orderId={order.orderId} onOutcome={onOutcome} />
          ) : (
            <Suspense fallback={<Loader label="Loading PayPal..." />}>
              <PaypalCheckout
                kind={kind}
                orderId={order.orderId}
                currency={order.currency}
                settings={settings}
                onOutcome={onOutcome}
              />
            </Suspense>
          )}
          <p className="text-sm text-ink-muted">
            Having trouble?{' '}
            <Link to={paths.contact.getHref()} className="font-semibold text-brand-700 hover:underline">
              Support Team
            </Link>
          </p>
        </Card>
      </div>
    </div>
  )
}
