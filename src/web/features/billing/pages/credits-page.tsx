import { Coins } from 'lucide-react'
import { useState } from 'react'
import { Alert } from '#web/components/ui/alert.tsx'
import { ButtonLink } from '#web/components/ui/button-link.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { Pager } from '#web/components/ui/pager.tsx'
import { Loader } from '#web/components/ui/spinner.tsx'
import { paths } from '#web/config/paths.ts'
import { useLedger } from '#web/features/billing/api/get-ledger.ts'
import { CreditTerms } from '#web/features/billing/components/credit-terms.tsx'
import { LedgerTable } from '#web/features/billing/components/ledger-table.tsx'
import { useMe } from '#web/lib/session/me-query.ts'
import { usePageTitle } from '#web/lib/use-page-title.ts'

const PAGE_SIZE = 20

/** /user/credits: the creator's own credit history (bought, spent per thumbnail, refunded), with the balance after each. */
export function CreditsPage() {
  usePageTitle('Credits')
  const [page, setPage] = useState(1)
  const ledger = useLedger(page, PAGE_SIZE)
  const me = useMe()
  // The newest entry's balance is the balance (the cached /api/me may predate a refund or a spend).
  const newest = page === 1 ? ledger.data?.entries[0]?.balanceAfter : undefined
  const balance = newest ?? me.me?.creditBalance
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Credits</h1>
          <p className="mt-1 text-ink-muted">
            Every change to your balance: credits bought, spent on each thumbnail, and given back.
          </p>
        </div>
        <ButtonLink to={paths.user.selectPackage.getHref()} variant="secondary">
          Buy credits
        </ButtonLink>
      </header>
      <Card className="space-y-4 p-6">
        <div className="flex items-center gap-4">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Coins aria-hidden="true" className="size-6" />
          </span>
          <div>
            <p className="text-sm text-ink-muted">Balance now</p>
            <p className="text-2xl font-bold tabular-nums">
              {balance === undefined ? '…' : `${balance.toLocaleString('en-US')} credits`}
            </p>
          </div>
        </div>
        <CreditTerms membershipEndsAt={me.me?.membershipEndsAt ?? null} />
      </Card>
      <Card className="overflow-hidden">
        <h2 className="px-4 pt-4 text-lg font-semibold">Credit history</h2>
        {ledger.isPending ? (
          <Loader label="Loading credit history..." />
        ) : ledger.isError ? (
          <div className="p-4">
            <Alert>Could not load your credit history. Please try again.</Alert>
          </div>
        ) : ledger.data.entries.length === 0 ? (
          <p className="p-6 text-center text-ink-muted">No credit activity yet</p>
        ) : (
          <>
            <LedgerTable
              entries={ledger.data.entries}
              caption="Your credit history"
              orderHref={paths.receipt.getHref}
            />
            <Pager
              label="Credit history pages"
              page={page}
              pageSize={PAGE_SIZE}
              count={ledger.data}
              onPageChange={setPage}
              className="border-t border-slate-100 px-4 pb-4"
            />
          </>
        )}
      </Card>
    </div>
  )
}
