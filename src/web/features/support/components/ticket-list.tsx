import { Inbox } from 'lucide-react'
import { formatDateTime } from '#shared/common/dates.ts'
import { type CappedCount, countText } from '#shared/common/paging.ts'
import type { TicketSummary } from '#shared/support/schemas.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Loader } from '#web/components/ui/spinner.tsx'
import { cn } from '#web/lib/cn.ts'
import { TicketPriorityBadge, TicketStatusBadge } from './ticket-badges.tsx'

type TicketListProps = {
  tickets: TicketSummary[] | undefined
  count: CappedCount
  selectedId: string | null
  onSelect: (id: string) => void
  isPending: boolean
  isError: boolean
  /** The admin inbox shows whose ticket it is and its priority. */
  admin?: boolean
}

/** The ticket list with its count, in a scroll area of 80vh (customer-side.md, User support). */
export function TicketList({
  tickets,
  count,
  selectedId,
  onSelect,
  isPending,
  isError,
  admin,
}: TicketListProps) {
  return (
    <section aria-labelledby="ticket-list-heading" className="flex min-h-0 flex-col">
      <h2 id="ticket-list-heading" className="px-4 pt-4 pb-2 font-semibold text-ink">
        Tickets <span className="text-ink-muted">({countText(count)})</span>
      </h2>
      <div className="max-h-[80vh] overflow-y-auto px-2 pb-2" data-testid="ticket-scroll-area">
        {isPending ? (
          <Loader label="Loading tickets..." />
        ) : isError ? (
          <div className="p-2">
            <Alert>Could not load tickets. Please try again.</Alert>
          </div>
        ) : !tickets || tickets.length === 0 ? (
          <div className="flex flex-col items-center gap-2 p-8 text-center text-ink-muted">
            <Inbox aria-hidden="true" className="size-8" />
            <p>No tickets found</p>
          </div>
        ) : (
          <ul className="space-y-1">
            {tickets.map((ticket) => (
              <li key={ticket.id}>
                <button
                  type="button"
                  onClick={() => onSelect(ticket.id)}
                  aria-current={ticket.id === selectedId ? 'true' : undefined}
                  className={cn(
                    'w-full rounded-lg px-3 py-2.5 text-left transition-colors hover:bg-slate-50',
                    'focus-visible:ring-3 focus-visible:ring-brand-200 focus-visible:outline-none',
                    ticket.id === selectedId && 'bg-brand-50 hover:bg-brand-50',
                  )}
                >
                  <span className="flex items-start justify-between gap-2">
                    <span className="font-medium text-ink">{ticket.subject}</span>
                    <TicketStatusBadge status={ticket.status} />
                  </span>
                  {admin && (
                    <span className="mt-1 flex items-center justify-between gap-2 text-xs text-ink-muted">
                      <span className="truncate">{ticket.userEmail}</span>
                      <TicketPriorityBadge priority={ticket.priority} />
                    </span>
                  )}
                  <time dateTime={ticket.createdAt} className="mt-1 block text-xs text-ink-muted">
                    {formatDateTime(ticket.createdAt)}
                  </time>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
