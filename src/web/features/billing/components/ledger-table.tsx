import { Link } from 'react-router'
import { formatDateTime } from '#shared/common/dates.ts'
import type { LedgerEntry } from '#shared/users/me.ts'
import { describeEntry } from '#web/features/billing/lib/ledger-labels.ts'
import { cn } from '#web/lib/cn.ts'

function EntryWhat({ entry, orderHref }: { entry: LedgerEntry; orderHref?: (orderId: string) => string }) {
  return (
    <>
      <span className="font-medium">{describeEntry(entry)}</span>
      {entry.orderId && (
        <span className="text-ink-muted">
          {' · order '}
          {orderHref ? (
            <Link to={orderHref(entry.orderId)} className="font-mono text-brand-700 hover:underline">
              {entry.orderId}
            </Link>
          ) : (
            <span className="font-mono">{entry.orderId}</span>
          )}
        </span>
      )}
      {entry.generationId && (
        <span className="text-ink-muted">
          {' · run '}
          <span className="font-mono">{entry.generationId.slice(0, 8)}</span>
        </span>
      )}
      {entry.note && <p className="text-xs text-ink-muted">Reason: {entry.note}</p>}
    </>
  )
}

const Change = ({ delta }: { delta: number }) => (
  <span className={cn('font-semibold tabular-nums', delta > 0 ? 'text-emerald-700' : 'text-ink')}>
    {delta > 0 ? '+' : ''}
    {delta.toLocaleString('en-US')}
  </span>
)

/**
 * A credit history as a table (a list of cards on a phone): when, what (with its order or thumbnail run), the change, and the
 * balance after it (the running balance). The back office also sees who made it and why.
 */
export function LedgerTable({
  entries,
  caption,
  orderHref,
  showWho = false,
}: {
  entries: LedgerEntry[]
  caption: string
  /** Where an entry's order links to (the receipt for a creator, the order page for an admin). */
  orderHref?: (orderId: string) => string
  showWho?: boolean
}) {
  return (
    <>
      <ul aria-label={caption} className="divide-y divide-slate-100 sm:hidden">
        {entries.map((entry) => (
          <li key={entry.id} className="px-4 py-3 text-sm">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <EntryWhat entry={entry} orderHref={orderHref} />
              </div>
              <Change delta={entry.delta} />
            </div>
            <p className="mt-1 flex justify-between gap-3 text-xs text-ink-muted">
              <span>
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                {showWho && ` · ${entry.byName ?? 'System'}`}
              </span>
              <span className="tabular-nums">Balance {entry.balanceAfter.toLocaleString('en-US')}</span>
            </p>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto sm:block">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-slate-200 text-xs tracking-wide text-ink-muted uppercase">
            <tr>
              <th scope="col" className="px-4 py-2 font-semibold">
                Date
              </th>
              <th scope="col" className="px-4 py-2 font-semibold">
                What
              </th>
              {showWho && (
                <th scope="col" className="px-4 py-2 font-semibold">
                  By
                </th>
              )}
              <th scope="col" className="px-4 py-2 text-right font-semibold">
                Change
              </th>
              <th scope="col" className="px-4 py-2 text-right font-semibold">
                Balance
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td className="px-4 py-2 whitespace-nowrap text-ink-muted">
                  <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                </td>
                <td className="px-4 py-2">
                  <EntryWhat entry={entry} orderHref={orderHref} />
                </td>
                {showWho && <td className="px-4 py-2 text-ink-muted">{entry.byName ?? 'System'}</td>}
                <td className="px-4 py-2 text-right">
                  <Change delta={entry.delta} />
                </td>
                <td className="px-4 py-2 text-right tabular-nums">
                  {entry.balanceAfter.toLocaleString('en-US')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
