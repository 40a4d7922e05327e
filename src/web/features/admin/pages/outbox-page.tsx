import { Inbox, RefreshCw } from 'lucide-react'
import { useState } from 'react'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { Pager } from '#web/components/ui/pager.tsx'
import { Loader } from '#web/components/ui/spinner.tsx'
import { OUTBOX_PAGE_SIZE, useOutbox } from '#web/features/admin/api/get-outbox.ts'
import { OutboxTable } from '#web/features/admin/components/outbox-table.tsx'
import { cn } from '#web/lib/cn.ts'
import { usePageTitle } from '#web/lib/use-page-title.ts'

/** Mail the app queued; without SMTP this is where a demo's password-reset link shows up. */
export function OutboxPage() {
  usePageTitle('Mail Outbox')
  const [page, setPage] = useState(1)
  const outbox = useOutbox(page)

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Mail Outbox</h1>
          <p className="mt-1 text-ink-muted">
            E-mails the app has queued. Without an SMTP server, they wait here instead of being delivered.
            Once a mail is sent, its one-time links show masked.
          </p>
        </div>
        <Button variant="secondary" onClick={() => void outbox.refetch()} disabled={outbox.isFetching}>
          <RefreshCw aria-hidden="true" className={cn('size-4', outbox.isFetching && 'animate-spin')} />
          Refresh
        </Button>
      </header>
      <Card className="overflow-hidden">
        {outbox.isPending ? (
          <Loader label="Loading outbox..." />
        ) : outbox.isError ? (
          <div className="p-6">
            <Alert>Could not load the outbox. Please try again.</Alert>
          </div>
        ) : outbox.data.messages.length === 0 ? (
          <div className="flex flex-col items-center gap-3 p-12 text-center text-ink-muted">
            <Inbox aria-hidden="true" className="size-10" />
            <p>The outbox is empty</p>
          </div>
        ) : (
          <>
            <OutboxTable messages={outbox.data.messages} />
            <Pager
              label="Outbox pages"
              page={page}
              pageSize={OUTBOX_PAGE_SIZE}
              count={outbox.data}
              onPageChange={setPage}
              className="border-t border-slate-100 px-4 pb-4"
            />
          </>
        )}
      </Card>
    </div>
  )
}
