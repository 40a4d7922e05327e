import { ScrollText } from 'lucide-react'
import { useEffect, useState } from 'react'
import type { AuditEntry } from '#shared/audit/schemas.ts'
import { EXPORT_PATHS } from '#shared/billing/exports.ts'
import { formatDateTime } from '#shared/common/dates.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { ExportLink } from '#web/components/ui/export-link.tsx'
import { SelectField } from '#web/components/ui/fields.tsx'
import { Pager } from '#web/components/ui/pager.tsx'
import { Loader } from '#web/components/ui/spinner.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { AUDIT_PAGE_SIZE, useAudit } from '#web/features/audit/api/get-audit.ts'
import { usePageTitle } from '#web/lib/use-page-title.ts'

/** A field's value as one short line: text as is, anything else as JSON, an absent side as '—'. */
function shown(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—'
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return text.length > 160 ? `${text.slice(0, 157)}…` : text
}

function Changes({ changes }: { changes: AuditEntry['changes'] }) {
  const fields = Object.entries(changes)
  if (fields.length === 0) return <p className="text-sm text-ink-muted">No field changes recorded.</p>
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {fields.map(([field, { before, after }]) => (
        <div key={field} className="contents">
          <dt className="font-medium break-all text-ink">{field}</dt>
          <dd className="min-w-0 break-words text-ink-muted">
            {before !== undefined && (
              <>
                <span className="sr-only">before: </span>
                <del className="text-red-800">{shown(before)}</del>
                {after !== undefined && <span aria-hidden="true"> → </span>}
              </>
            )}
            {after !== undefined && (
              <>
                <span className="sr-only">after: </span>
                <ins className="text-emerald-800 no-underline">{shown(after)}</ins>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** /admin/audit: every admin write, who made it and what it changed (decision 019). */
export function AuditPage() {
  usePageTitle('Audit Log')
  const [page, setPage] = useState(1)
  const [actorInput, setActorInput] = useState('')
  const [actor, setActor] = useState('')
  const [entity, setEntity] = useState('')
  const audit = useAudit({ page, actor, entity })

  // Typing settles for a moment before it asks the server.
  useEffect(() => {
    const timer = setTimeout(() => {
      setActor(actorInput.trim())
      setPage(1)
    }, 300)
    return () => clearTimeout(timer)
  }, [actorInput])

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-8">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Audit Log</h1>
          <p className="mt-1 text-ink-muted">
            Every change made in the back office: who made it, when, and the fields it changed. Secrets show
            masked. Entries can never be edited or removed.
          </p>
        </div>
        <ExportLink path={EXPORT_PATHS.audit} filters={{ actor, entity }} />
      </header>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Admin"
          placeholder="E-mail or id"
          value={actorInput}
          onChange={(event) => setActorInput(event.target.value)}
        />
        <SelectField
          label="What changed"
          value={entity}
          placeholder="Everything"
          options={audit.data?.entityTypes ?? (entity ? [entity] : [])}
          onChange={(event) => {
            setEntity(event.target.value)
            setPage(1)
          }}
        />
      </div>
      <Card className="overflow-hidden">
        {audit.isPending ? (
          <Loader label="Loading audit log..." />
        ) : audit.isError ? (
          <div className="p-6">
            <Alert>Could not load the audit log. Please try again.</Alert>
          </div>
        ) : audit.data.entries.length === 0 ? (
          <div className="flex flex-col items-center gap-3 p-12 text-center text-ink-muted">
            <ScrollText aria-hidden="true" className="size-10" />
            <p>No admin changes match</p>
          </div>
        ) : (
          <>
            <ol className="divide-y divide-slate-100" aria-label="Admin changes, newest first">
              {audit.data.entries.map((entry) => (
                <li key={entry.id} className="space-y-2 px-4 py-4 sm:px-6">
                  <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                    <code className="rounded bg-canvas px-1.5 py-0.5 text-sm font-semibold break-all">
                      {entry.action}
                    </code>
                    <span className="text-sm break-all">
                      {entry.entityType}
                      {entry.entityId && <span className="text-ink-muted"> · {entry.entityId}</span>}
                    </span>
                  </div>
                  <p className="text-sm text-ink-muted">
                    <span className="font-medium break-all text-ink">{entry.actorEmail}</span> ·{' '}
                    <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                  </p>
                  <Changes changes={entry.changes} />
                </li>
              ))}
            </ol>
            <Pager
              label="Audit log pages"
              page={page}
              pageSize={AUDIT_PAGE_SIZE}
              count={audit.data}
              onPageChange={setPage}
              className="border-t border-slate-100 px-4 pb-4"
            />
          </>
        )}
      </Card>
    </div>
  )
}
