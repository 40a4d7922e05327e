import { useRef, useState } from 'react'
import { formatDateTime } from '#shared/common/dates.ts'
import { MESSAGE_LOG_PAGE_SIZE } from '#shared/users/constants.ts'
import { usersMessages } from '#shared/users/messages.ts'
import type { AdminUser } from '#shared/users/schemas.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Dialog } from '#web/components/ui/dialog.tsx'
import { PageNumbers } from '#web/components/ui/page-numbers.tsx'
import { useCellLabels } from '#web/components/ui/sortable-table.tsx'
import { Loader } from '#web/components/ui/spinner.tsx'
import { useMessageLog } from '#web/features/users/api/get-message-log.ts'

const cell = 'px-3 py-2 text-left'

/** The spec's Message Log History modal: #, Day, Sent Date, Template Name; 5 per page, newest first. */
export function MessageLogDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Message Log History"
      description={user ? `Messages sent to ${user.email}.` : undefined}
      // Wide enough that its table stays a table on a desktop (.table-cards turns below 48rem); `sm:`
      // because a plain max-w-* loses to the Dialog's own max-w-lg in the stylesheet.
      className="sm:max-w-4xl"
    >
      {user && <MessageLog key={user.id} email={user.email} />}
    </Dialog>
  )
}

function MessageLog({ email }: { email: string }) {
  const [page, setPage] = useState(1)
  const log = useMessageLog(email, page)
  const tableRef = useRef<HTMLTableElement>(null)
  // Rows become cards in narrow space, as in every TableFrame (styles.css, .table-cards).
  useCellLabels(tableRef)
  if (log.isPending) return <Loader label="Loading messages..." />
  // The spec's users screen text for a failed per-user load, with the reason on a second line.
  if (log.isError)
    return (
      <Alert>
        {usersMessages.userDataFailed}
        <span className="block text-xs">{log.error.message}</span>
      </Alert>
    )
  if (log.data.total === 0) return <p className="py-6 text-center text-ink-muted">No messages sent yet.</p>
  return (
    <div className="@container">
      <div className="table-cards overflow-x-auto rounded-lg border border-slate-200">
        <table ref={tableRef} className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">Messages sent, newest first</caption>
          <thead className="bg-slate-50 text-xs tracking-wide text-ink-muted uppercase">
            <tr>
              <th scope="col" className={cell}>
                #
              </th>
              <th scope="col" className={cell}>
                Day
              </th>
              <th scope="col" className={cell}>
                Sent Date
              </th>
              <th scope="col" className={cell}>
                Template Name
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {log.data.entries.map((entry, index) => {
              const sent = new Date(entry.sentAt)
              return (
                <tr key={entry.id}>
                  <td className={cell}>{(page - 1) * MESSAGE_LOG_PAGE_SIZE + index + 1}</td>
                  <td className={cell}>{sent.toLocaleDateString(undefined, { weekday: 'long' })}</td>
                  <td className={cell}>
                    <time dateTime={entry.sentAt}>{formatDateTime(sent)}</time>
                  </td>
                  <td className={cell}>
                    {entry.templateName ?? (
                      <span className="text-ink-muted">No template ({entry.subject})</span>
                    )}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      <PageNumbers
        label="Message log pages"
        page={page}
        pageSize={MESSAGE_LOG_PAGE_SIZE}
        count={log.data}
        onPageChange={setPage}
      />
    </div>
  )
}
