import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { formatDateTime } from '#shared/common/dates.ts'
import type { TicketDetail } from '#shared/support/schemas.ts'
import { paths } from '#web/config/paths.ts'
import { cn } from '#web/lib/cn.ts'
import { ReplyForm } from './reply-form.tsx'
import { ReportedPicture } from './reported-picture.tsx'
import { TicketPriorityBadge, TicketStatusBadge } from './ticket-badges.tsx'

type Entry = {
  key: string
  sender: 'admin' | 'user'
  /** Which admin wrote an admin reply; the server sends it to admins only. */
  authorName: string | null
  message: string
  createdAt: string
}

/** The opening message first, then every reply in order (the spec's adminMessage list). */
const entriesOf = (ticket: TicketDetail): Entry[] => [
  { key: 'opening', sender: 'user', authorName: null, message: ticket.message, createdAt: ticket.createdAt },
  ...ticket.messages.map((m) => ({ key: m.id, ...m })),
]

type ConversationProps = {
  ticket: TicketDetail
  viewer: 'user' | 'admin'
  /** The admin inbox puts its status and priority selectors and the generation panel here. */
  controls?: ReactNode
}

export function Conversation({ ticket, viewer, controls }: ConversationProps) {
  const senderName = ({ sender, authorName }: Entry) => {
    if (sender === 'admin') return authorName ? `Support team (${authorName})` : 'Support team'
    return viewer === 'user' ? 'You' : ticket.userName
  }
  return (
    <article aria-labelledby="conversation-heading" className="flex min-h-0 flex-col">
      <header className="space-y-2 border-b border-slate-200 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id="conversation-heading" className="text-lg font-semibold text-ink">
            {ticket.subject}
          </h2>
          <div className="flex gap-2">
            <TicketStatusBadge status={ticket.status} />
            <TicketPriorityBadge priority={ticket.priority} />
          </div>
        </div>
        <p className="text-sm text-ink-muted">
          {viewer === 'admin' && ticket.userId ? (
            <Link
              to={paths.admin.user.getHref(ticket.userId)}
              className="font-medium text-brand-700 hover:underline"
            >
              {ticket.userName}
            </Link>
          ) : (
            ticket.userName
          )}{' '}
          · {ticket.userEmail}
          {ticket.phone && <> · {ticket.phone}</>} · opened {formatDateTime(ticket.createdAt)}
        </p>
        {viewer === 'user' && ticket.generationId && (
          <section aria-label="The thumbnail you reported" className="pt-1">
            <ReportedPicture picture={ticket.picture} />
          </section>
        )}
        {controls}
      </header>
      <ol aria-label="Conversation" className="max-h-[60vh] flex-1 space-y-3 overflow-y-auto p-4">
        {entriesOf(ticket).map((entry) => (
          <li
            key={entry.key}
            className={cn(
              'max-w-[85%] rounded-xl px-4 py-3 text-sm',
              entry.sender === 'admin' ? 'ml-auto bg-brand-50 text-ink' : 'bg-slate-100 text-ink',
            )}
          >
            <p className="mb-1 text-xs font-semibold text-ink-muted">
              {senderName(entry)} · <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
            </p>
            <p className="whitespace-pre-wrap break-words">{entry.message}</p>
          </li>
        ))}
      </ol>
      <ReplyForm key={ticket.id} ticketId={ticket.id} closed={ticket.status === 'closed'} />
    </article>
  )
}
