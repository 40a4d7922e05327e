import { ArrowLeft, Printer } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { formatDate } from '#shared/common/dates.ts'
import { formatMoney } from '#shared/common/money.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { ButtonLink } from '#web/components/ui/button-link.tsx'
import { Loader } from '#web/components/ui/spinner.tsx'
import { paths } from '#web/config/paths.ts'
import { useReceipt } from '#web/features/billing/api/order-admin.ts'
import { isApiError } from '#web/lib/api.ts'
import { usePageTitle } from '#web/lib/use-page-title.ts'

/**
 * /receipts/{orderId}: a paid order's receipt, on a plain white page that prints (or saves as PDF
 * through the browser's print view) without the app around it: `print:` hides the buttons.
 */
export function ReceiptPage() {
  const { orderId = '' } = useParams()
  const receipt = useReceipt(orderId)
  usePageTitle(receipt.data ? `Receipt ${receipt.data.number}` : 'Receipt')

  if (receipt.isPending) return <Loader label="Loading receipt..." className="p-12" />
  if (receipt.isError) {
    const signedOut = isApiError(receipt.error, 401)
    return (
      <main className="mx-auto max-w-2xl space-y-4 px-4 py-12">
        <h1 className="text-2xl font-bold">Receipt</h1>
        <Alert>
          {signedOut
            ? 'Sign in to see this receipt.'
            : isApiError(receipt.error, 404)
              ? receipt.error.message
              : 'Could not load the receipt.'}
        </Alert>
        <ButtonLink
          to={signedOut ? paths.login.getHref() : paths.user.dashboard.getHref()}
          variant="secondary"
        >
          {signedOut ? 'Sign in' : 'Back to the dashboard'}
        </ButtonLink>
      </main>
    )
  }
  const r = receipt.data
  const money = (cents: number) => formatMoney(cents, r.currency)
  return (
    <main className="min-h-screen bg-canvas px-4 py-8 print:bg-white print:p-0">
      <div className="mx-auto mb-4 flex max-w-2xl flex-wrap items-center justify-between gap-3 print:hidden">
        <Link
          to={
            r.kind === 'item' ? paths.user.ordersHistory.getHref() : paths.user.subscriptionHistory.getHref()
          }
          className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back
        </Link>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          Print or save as PDF
        </Button>
      </div>
      <article className="mx-auto max-w-2xl rounded-card border border-slate-200 bg-surface p-6 shadow-card sm:p-10 print:max-w-none print:border-0 print:p-0 print:shadow-none">
        <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-6">
          <div>
            <h1 className="text-2xl font-bold">Receipt</h1>
            <p className="mt-1 font-mono text-sm">{r.number}</p>
          </div>
          <address className="text-sm not-italic sm:text-right">
            <p className="font-semibold">{r.seller.name}</p>
            {r.seller.address && <p className="whitespace-pre-line">{r.seller.address}</p>}
            {r.seller.email && <p>{r.seller.email}</p>}
            {r.seller.taxId && <p>VAT / tax id: {r.seller.taxId}</p>}
          </address>
        </header>
        <dl className="grid gap-4 py-6 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-ink-muted">Date</dt>
            <dd className="font-medium">{formatDate(r.paidAt)}</dd>
          </div>
          <div>
            <dt className="text-ink-muted">Order</dt>
            <dd className="font-mono font-medium">{r.orderId}</dd>
          </div>
          <div>
            <dt className="text-ink-muted">Billed to</dt>
            <dd className="font-medium">
              {r.buyer.name}
              <br />
              {r.buyer.email}
              <br />
              {r.buyer.address}, {r.buyer.country}
            </dd>
          </div>
          <div>
            <dt className="text-ink-muted">Payment</dt>
            <dd className="font-medium break-all">
              {r.paymentMethod} · transaction <span className="font-mono">{r.transactionId}</span>
            </dd>
          </div>
        </dl>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">What was bought</caption>
          <thead className="border-y border-slate-200 text-xs tracking-wide text-ink-muted uppercase">
            <tr>
              <th scope="col" className="py-2 font-semibold">
                Item
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Amount ({r.currency})
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            <tr>
              <td className="py-2">
                {r.item.name}
                {r.item.credits > 0 && <span className="text-ink-muted"> · {r.item.credits} credits</span>}
              </td>
              <td className="py-2 text-right tabular-nums">{money(r.item.priceCents)}</td>
            </tr>
            <tr>
              <td className="py-2">Processing fee</td>
              <td className="py-2 text-right tabular-nums">{money(r.processingFeeCents)}</td>
            </tr>
          </tbody>
          <tfoot className="border-t-2 border-slate-300 font-semibold">
            <tr>
              <th scope="row" className="py-2 text-left">
                Total paid
              </th>
              <td className="py-2 text-right tabular-nums">{money(r.totalCents)}</td>
            </tr>
            {r.refundedCents > 0 && (
              <tr>
                <th scope="row" className="py-2 text-left font-normal">
                  Refunded
                </th>
                <td className="py-2 text-right tabular-nums">−{money(r.refundedCents)}</td>
              </tr>
            )}
          </tfoot>
        </table>
        <p className="mt-8 text-xs text-ink-muted">Status: {r.paymentStatus}. Thank you for your purchase.</p>
      </article>
    </main>
  )
}
