import { ChevronDown } from 'lucide-react'
import { Fragment, useRef, useState } from 'react'
import type { OutboxMessage } from '#shared/admin/outbox.ts'
import { formatDateTime } from '#shared/common/dates.ts'
import { useCellLabels } from '#web/components/ui/sortable-table.tsx'
import { LinkifiedText } from '#web/features/admin/components/linkified-text.tsx'
import { cn } from '#web/lib/cn.ts'

const statusStyles: Record<OutboxMessage['status'], string> = {
  queued: 'bg-amber-100 text-amber-900',
  sent: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-900',
}

const headerCell = 'px-4 py-3 text-left text-xs font-semibold tracking-wider text-ink-muted uppercase'

export function OutboxTable({ messages }: { messages: OutboxMessage[] }) {
  const [openId, setOpenId] = useState<string | null>(null)
  const tableRef = useRef<HTMLTableElement>(null)
  // Rows become cards in narrow space, as in every TableFrame (styles.css, .table-cards).
  useCellLabels(tableRef)
  return (
    <div className="@container">
      <div className="table-cards overflow-x-auto">
        <table ref={tableRef} className="w-full min-w-[40rem] text-sm">
          <caption className="sr-only">Queued and sent e-mails, newest first</caption>
          <thead className="border-b border-slate-200 bg-canvas">
            <tr>
              <th scope="col" className={headerCell}>
                To
              </th>
              <th scope="col" className={headerCell}>
                Subject
              </th>
              <th scope="col" className={headerCell}>
                Status
              </th>
              <th scope="col" className={headerCell}>
                Date
              </th>
              <th scope="col" className={headerCell}>
                <span className="sr-only">Message</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {messages.map((message) => {
              const open = openId === message.id
              const bodyId = `outbox-body-${message.id}`
              return (
                <Fragment key={message.id}>
                  <tr className={cn(open && 'bg-brand-50/40')}>
                    <td className="px-4 py-3 font-medium break-all">{message.to}</td>
                    <td className="px-4 py-3">{message.subject}</td>
                    <td className="px-4 py-3">
                      <span
                        className={cn(
                          'rounded-full px-2.5 py-1 text-xs font-semibold',
                          statusStyles[message.status],
                        )}
                      >
                        {message.status}
                      </span>
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-ink-muted">
                      <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
                    </td>
                    <td className="px-4 py-3 text-right">
                      <button
                        type="button"
                        aria-expanded={open}
                        aria-controls={bodyId}
                        aria-label={`${open ? 'Hide' : 'View'} message: ${message.subject} to ${message.to}`}
                        onClick={() => setOpenId(open ? null : message.id)}
                        className="inline-flex items-center gap-1 rounded-md px-2 py-1 font-semibold text-brand-700 hover:bg-brand-50"
                      >
                        {open ? 'Hide' : 'View'} message
                        <ChevronDown
                          aria-hidden="true"
                          className={cn('size-4 transition-transform', open && 'rotate-180')}
                        />
                      </button>
                    </td>
                  </tr>
                  <tr id={bodyId} hidden={!open}>
                    <td colSpan={5} className="bg-canvas px-4 py-4">
                      {open && <LinkifiedText text={message.text} />}
                    </td>
                  </tr>
                </Fragment>
              )
            })}
          </tbody>
        </table>
      </div>
    </div>
  )
}
