import { ArrowDownRight, ArrowUpRight, RefreshCw } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { formatDateTime } from '#shared/common/dates.ts'
import type { LedgerEntry } from '#shared/users/me.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { Pager } from '#web/components/ui/pager.tsx'
import { Loader } from '#web/components/ui/spinner.tsx'
import { paths } from '#web/config/paths.ts'
import { LEDGER_PAGE_SIZE, useLedger } from '#web/features/billing/api/get-ledger.ts'
import { describeEntry } from '#web/features/billing/lib/ledger-labels.ts'
import { cn } from '#web/lib/cn.ts'

function EntryRow({ entry }: { entry: LedgerEntry }) {
  const gain = entry.delta > 0
  const Icon = gain ? ArrowUpRight : ArrowDownRight
  return (
    <li className="flex items-center gap-4 py-3">
      <span
        className={cn(
          'inline-flex size-9 shrink-0 items-center justify-center rounded-full',
          gain ? 'bg-emerald-50 text-emerald-700' : 'bg-slate-100 text-slate-700',
        )}
      >
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">{describeEntry(entry)}</p>
        <p className="text-sm text-ink-muted">
          <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
        </p>
      </div>
      <div className="text-right">
        <p className={cn('font-semibold tabular-nums', gain ? 'text-emerald-700' : 'text-ink')}>
          {gain ? '+' : ''}
          {entry.delta.toLocaleString()}
        </p>
        <p className="text-xs text-ink-muted tabular-nums">Balance {entry.balanceAfter.toLocaleString()}</p>
      </div>
    </li>
  )
}

export function CreditHistory() {
  const [page, setPage] = useState(1)
  const ledger = useLedger(page)

  return (
    <Card aria-labelledby="credit-history-heading" className="p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 id="credit-history-heading" className="text-lg font-semibold">
          Credit history
        </h2>
        <Link
          to={paths.user.credits.getHref()}
          className="ml-auto text-sm font-medium text-brand-700 hover:underline"
        >
          See all
        </Link>
        {ledger.isFetching && !ledger.isPending && (
          <RefreshCw aria-hidden="true" className="size-4 animate-spin text-ink-muted" />
        )}
      </div>
      {ledger.isPending ? (
        <Loader label="Loading credit history..." />
      ) : ledger.isError ? (
        <div className="mt-4 space-y-3">
          <Alert>Could not load your credit history. Please try again.</Alert>
          <Button variant="secondary" size="sm" onClick={() => void ledger.refetch()}>
            Try again
          </Button>
        </div>
      ) : ledger.data.entries.length === 0 ? (
        <p className="mt-4 rounded-lg bg-canvas p-6 text-center text-ink-muted">No credit activity yet</p>
      ) : (
        <>
          <ul className="mt-2 divide-y divide-slate-100">
            {ledger.data.entries.map((entry) => (
              <EntryRow key={entry.id} entry={entry} />
            ))}
          </ul>
          <Pager
            label="Credit history pages"
            page={page}
            pageSize={LEDGER_PAGE_SIZE}
            count={ledger.data}
            onPageChange={setPage}
          />
        </>
      )}
    </Card>
  )
}
