import { ArrowLeft, Mail, Printer } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { refundMessages } from '#shared/billing/order-admin.ts'
import { formatMoney } from '#shared/common/money.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Badge, statusTone } from '#web/components/ui/badge.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { ButtonLink } from '#web/components/ui/button-link.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { Loader } from '#web/components/ui/spinner.tsx'
import { paths } from '#web/config/paths.ts'
import { useOrderDetail, useResendReceipt } from '#web/features/billing/api/order-admin.ts'
import { OrderTimeline } from '#web/features/billing/components/order-timeline.tsx'
import { RefundForm } from '#web/features/billing/components/refund-form.tsx'
import { isApiError } from '#web/lib/api.ts'
import { notifyError, notifySuccess } from '#web/lib/toast.ts'
import { usePageTitle } from '#web/lib/use-page-title.ts'

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
      <dt className="text-ink-muted">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-all">{children}</dd>
    </div>
  )
}

/** /admin/orders/{orderId}: one package or item order as the operator works on it. */
export function AdminOrderPage() {
  const { orderId = '' } = useParams()
  usePageTitle(`Order ${orderId}`)
  const detail = useOrderDetail(orderId)
  const resend = useResendReceipt(orderId)

  if (detail.isPending) return <Loader label="Loading order..." className="p-12" />
  if (detail.isError) {
    return (
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-8">
        <Alert>{isApiError(detail.error, 404) ? 'Order not found' : 'Could not load the order.'}</Alert>
        <ButtonLink to={paths.admin.orders.getHref()} variant="secondary">
          Back to orders
        </ButtonLink>
      </div>
    )
  }
  const { order, buyer } = detail.data
  const money = (cents: number) => formatMoney(cents, order.currency)
  const back = order.kind === 'item' ? paths.admin.itemsOrders.getHref() : paths.admin.orders.getHref()
  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: () => notifySuccess(refundMessages.receiptSent),
      onError: (error) => notifyError(isApiError(error) ? error.message : 'Could not send the receipt.'),
    })

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-8">
      <Link to={back} className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {order.kind === 'item' ? 'Item Orders' : 'Total Orders'}
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            Order <span className="font-mono">{order.orderId}</span>
          </h1>
          <p className="mt-1 text-ink-muted">
            {order.kind === 'item' ? 'Item' : 'Package'}: {order.productName} · {order.orderDate}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Badge tone={statusTone(order.paymentStatus)}>Payment: {order.paymentStatus}</Badge>
            <Badge tone={statusTone(order.orderStatus)}>Order: {order.orderStatus}</Badge>
            {detail.data.simulated && <Badge tone="purple">Simulated payment</Badge>}
          </div>
        </div>
        {detail.data.receiptNumber && (
          <div className="flex flex-wrap gap-2">
            <ButtonLink to={paths.receipt.getHref(order.orderId)} variant="secondary">
              <Printer aria-hidden="true" className="size-4" />
              Receipt {detail.data.receiptNumber}
            </ButtonLink>
            <Button variant="secondary" onClick={onResend} disabled={resend.isPending}>
              <Mail aria-hidden="true" className="size-4" />
              {resend.isPending ? 'Sending...' : 'Resend receipt'}
            </Button>
          </div>
        )}
      </header>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="p-6">
          <h2 className="text-lg font-semibold">Payment</h2>
          <dl className="mt-2 divide-y divide-slate-100 text-sm">
            <Row label="Buyer">
              {buyer ? (
                <Link to={paths.admin.user.getHref(buyer.id)} className="text-brand-700 hover:underline">
                  {buyer.name}
                </Link>
              ) : (
                `${order.customerName} (account deleted)`
              )}
            </Row>
            <Row label="Buyer e-mail">{order.customerEmail}</Row>
            <Row label="Payer (PayPal)">{order.payerEmail ?? '—'}</Row>
            <Row label="Capture id">
              <span className="font-mono">{order.paypalTransactionId ?? '—'}</span>
            </Row>
            <Row label="Total">{money(order.totalCents)}</Row>
            <Row label="Refunded">{money(detail.data.refundedCents)}</Row>
            {order.kind === 'package' && (
              <>
                <Row label="Credits granted">{detail.data.creditsGranted.toLocaleString('en-US')}</Row>
                <Row label="Credits taken back">{detail.data.creditsTakenBack.toLocaleString('en-US')}</Row>
              </>
            )}
          </dl>
        </Card>
        <Card className="p-6">
          <h2 className="text-lg font-semibold">Refund</h2>
          {detail.data.refundableCents > 0 ? (
            <RefundForm
              orderId={order.orderId}
              currency={order.currency}
              refundableCents={detail.data.refundableCents}
              simulated={detail.data.simulated}
            />
          ) : (
            <p className="mt-2 text-sm text-ink-muted">
              {detail.data.refundedCents > 0
                ? refundMessages.alreadyRefunded
                : 'Nothing to refund: this order has no captured payment.'}
            </p>
          )}
          {detail.data.refunds.length > 0 && (
            <ul className="mt-4 space-y-2 text-sm">
              {detail.data.refunds.map((refund) => (
                <li key={refund.id} className="rounded-lg bg-canvas p-3">
                  <p className="font-medium">
                    {money(refund.amountCents)} · {refund.byName ?? 'through PayPal'}
                    {refund.creditsKept && ' · credits kept'}
                  </p>
                  <p className="font-mono text-xs break-all text-ink-muted">{refund.id}</p>
                  {refund.note && <p className="text-ink-muted">Reason: {refund.note}</p>}
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>

      <Card className="p-6">
        <h2 className="text-lg font-semibold">Timeline</h2>
        <OrderTimeline entries={detail.data.timeline} />
      </Card>
    </div>
  )
}
