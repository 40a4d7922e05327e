import { CircleDollarSign, CreditCard, PackagePlus, RotateCcw, Webhook } from 'lucide-react'
import type { TimelineEntry } from '#shared/billing/order-admin.ts'
import { formatDateTime } from '#shared/common/dates.ts'

const icons = {
  created: PackagePlus,
  payment_started: CreditCard,
  captured: CircleDollarSign,
  refunded: RotateCcw,
  webhook: Webhook,
} as const

/** What happened to an order, oldest first: placed, sent to PayPal, captured, refunded, webhooks. */
export function OrderTimeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <ol className="mt-3 space-y-3">
      {entries.map((entry) => {
        const Icon = icons[entry.kind]
        return (
          // Two entries never share kind, time and label (each webhook event has its own).
          <li key={`${entry.kind}-${entry.at}-${entry.label}`} className="flex gap-3">
            <span className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-700">
              <Icon aria-hidden="true" className="size-4" />
            </span>
            <div className="min-w-0">
              <p className="text-sm font-medium break-words">{entry.label}</p>
              <p className="text-xs text-ink-muted">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </p>
            </div>
          </li>
        )
      })}
    </ol>
  )
}
