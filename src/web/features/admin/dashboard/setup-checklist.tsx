import { CheckCircle2, Circle, RefreshCw } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { SETUP_ITEMS, type SetupCheck } from '#shared/admin/setup-checklist.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { paths } from '#web/config/paths.ts'
import { cn } from '#web/lib/cn.ts'
import { useRecheck, useSendTestMail, useSetupChecks } from './get-setup-checks.ts'

type Item = (typeof SETUP_ITEMS)[number]

function TestMailButton() {
  const send = useSendTestMail()
  return (
    <div className="space-y-2">
      <Button
        type="button"
        variant="secondary"
        size="sm"
        disabled={send.isPending}
        onClick={() => send.mutate()}
      >
        {send.isPending && <Spinner />}
        Send a test mail
      </Button>
      {send.isSuccess && <p className="text-sm text-emerald-700">{send.data.message}</p>}
      {send.isError && <Alert>{send.error.message}</Alert>}
    </div>
  )
}

function ChecklistItem({
  item,
  check,
  state,
}: {
  item: Item
  check?: SetupCheck
  state: 'pending' | 'error' | 'ready'
}) {
  const recheck = useRecheck()
  const checking = state === 'pending' || recheck.isPending
  const done = check?.done === true
  return (
    <li className="flex gap-3 py-3">
      {checking ? (
        <Spinner className="mt-0.5 size-5 shrink-0" />
      ) : done ? (
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
      ) : (
        <Circle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
      )}
      <div className="min-w-0 flex-1 space-y-1 text-sm">
        <p className="font-semibold text-ink">
          {item.title}
          <span className="sr-only">{checking ? ' (checking)' : done ? ' (done)' : ' (to do)'}</span>
        </p>
        <p className="break-words text-ink-muted">
          {checking ? 'Checking…' : state === 'error' ? 'Could not check this item.' : check?.detail}
        </p>
        <div className="flex flex-wrap items-center gap-3 pt-1">
          {item.panel && (
            <Link
              to={paths.admin.settingsPanel.getHref(item.panel)}
              className="font-medium text-brand-700 underline"
            >
              Open the setting
            </Link>
          )}
          <button
            type="button"
            className="inline-flex items-center gap-1 font-medium text-brand-700 underline disabled:opacity-60"
            disabled={checking}
            onClick={() => recheck.mutate(item.id)}
          >
            <RefreshCw aria-hidden="true" className="size-3.5" />
            Check again<span className="sr-only"> {item.title}</span>
          </button>
        </div>
        {item.id === 'smtp' && !done && !checking && <TestMailButton />}
      </div>
    </li>
  )
}

/**
 * The setup checklist for a new shop (issue 29 item 8), above the dashboard's figures. Each item is
 * ticked by the server's own check and loads on its own. Once every item is done it folds into one
 * line, which opens it again.
 */
export function SetupChecklist() {
  const checks = useSetupChecks()
  const doneCount = checks.filter((query) => query.data?.done).length
  const allDone = doneCount === SETUP_ITEMS.length
  const [opened, setOpened] = useState(false)

  if (allDone && !opened) {
    return (
      <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
        <p className="flex items-center gap-2 text-sm font-medium text-ink">
          <CheckCircle2 aria-hidden="true" className="size-5 text-emerald-600" />
          Your shop is set up: all {SETUP_ITEMS.length} checklist items are done.
        </p>
        <Button type="button" variant="secondary" size="sm" onClick={() => setOpened(true)}>
          Show the setup checklist
        </Button>
      </Card>
    )
  }
  return (
    <Card className="p-6">
      <section aria-labelledby="setup-heading">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="setup-heading" className="text-xl font-semibold">
            Set up your shop
          </h2>
          <p className={cn('text-sm font-medium', allDone ? 'text-emerald-700' : 'text-ink-muted')}>
            {doneCount} of {SETUP_ITEMS.length} done
          </p>
        </div>
        <ul className="mt-2 divide-y divide-slate-200">
          {SETUP_ITEMS.map((item, index) => {
            const query = checks[index]
            return (
              <ChecklistItem
                key={item.id}
                item={item}
                check={query?.data}
                state={query?.isPending ? 'pending' : query?.isError ? 'error' : 'ready'}
              />
            )
          })}
        </ul>
        {allDone && (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            className="mt-2"
            onClick={() => setOpened(false)}
          >
            Fold the checklist away
          </Button>
        )}
      </section>
    </Card>
  )
}
