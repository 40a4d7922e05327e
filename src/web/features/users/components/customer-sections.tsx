import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { formatDate, formatDateTime } from '#shared/common/dates.ts'
import { CUSTOMER_VIEW_LIMIT, type CustomerView } from '#shared/users/customer.ts'
import { Avatar } from '#web/components/ui/avatar.tsx'
import { Badge, statusTone } from '#web/components/ui/badge.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { Credits, MembershipBadge, RoleBadge } from './user-badges.tsx'

export function Section({
  title,
  children,
  id,
  action,
}: {
  title: string
  children: ReactNode
  id: string
  /** A control beside the heading, such as the section's export. */
  action?: ReactNode
}) {
  return (
    <Card aria-labelledby={id} className="overflow-hidden">
      <div className="flex flex-wrap items-center justify-between gap-2 px-4 pt-4">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {action}
      </div>
      <div className="pb-2">{children}</div>
    </Card>
  )
}

export const Empty = ({ children }: { children: ReactNode }) => (
  <p className="px-4 py-4 text-sm text-ink-muted">{children}</p>
)

/**
 * Said under a list cut to the newest CUSTOMER_VIEW_LIMIT, with links to the full lists where the
 * back office has them, so a capped list never passes for the whole history.
 */
export function ShowingNewest({ links = [] }: { links?: Array<{ to: string; label: string }> }) {
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-1 border-t border-slate-100 px-4 pt-2 text-sm text-ink-muted">
      <span>Showing the newest {CUSTOMER_VIEW_LIMIT}.</span>
      {links.map((link) => (
        <Link key={link.to} to={link.to} className="font-medium text-brand-700 hover:underline">
          {link.label}
        </Link>
      ))}
    </p>
  )
}

/** Who the customer is: name, e-mail, role, membership, balance and the address fields they filled in. */
export function CustomerProfile({ profile }: { profile: CustomerView['profile'] }) {
  const place = [profile.address, profile.city, profile.country].filter(Boolean).join(', ')
  return (
    <Card className="flex flex-wrap items-start gap-4 p-6">
      <Avatar id={profile.id} name={profile.name} src={profile.profileUrl} />
      <div className="min-w-48 flex-1">
        <h1 className="text-2xl font-bold tracking-tight break-words">{profile.name}</h1>
        <p className="break-all text-ink-muted">{profile.email}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          <RoleBadge role={profile.role} />
          <MembershipBadge membership={profile.membership} />
        </div>
        <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          <div>
            <dt className="inline text-ink-muted">Joined: </dt>
            <dd className="inline">{formatDate(profile.createdAt)}</dd>
          </div>
          {profile.membershipEndsAt && (
            <div>
              <dt className="inline text-ink-muted">Membership until: </dt>
              <dd className="inline">{formatDate(profile.membershipEndsAt)}</dd>
            </div>
          )}
          {place && (
            <div>
              <dt className="inline text-ink-muted">Address: </dt>
              <dd className="inline">{place}</dd>
            </div>
          )}
          {profile.phone && (
            <div>
              <dt className="inline text-ink-muted">Phone: </dt>
              <dd className="inline">{profile.phone}</dd>
            </div>
          )}
        </dl>
      </div>
      <div className="w-full sm:w-auto sm:text-right">
        <p className="text-sm text-ink-muted">Balance</p>
        <p className="text-2xl">
          <Credits value={profile.creditBalance} /> <span className="text-base text-ink-muted">credits</span>
        </p>
      </div>
    </Card>
  )
}

/** The customer's support tickets, newest first, each opening the support desk. */
export function CustomerTickets({ tickets, href }: { tickets: CustomerView['tickets']; href: string }) {
  if (tickets.length === 0) return <Empty>No support tickets.</Empty>
  return (
    <ul className="divide-y divide-slate-100">
      {tickets.map((t) => (
        <li key={t.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm">
          <Link to={href} className="min-w-0 font-medium break-words text-brand-700 hover:underline">
            {t.subject}
          </Link>
          <span className="flex items-center gap-2 text-ink-muted">
            <Badge tone={statusTone(t.status)}>{t.status}</Badge>
            {formatDate(t.createdAt)}
          </span>
        </li>
      ))}
    </ul>
  )
}

/** Messages the back office sent this customer (Send Message). */
export function CustomerMessages({ messages }: { messages: CustomerView['messages'] }) {
  if (messages.length === 0) return <Empty>No messages sent.</Empty>
  return (
    <ul className="divide-y divide-slate-100">
      {messages.map((m) => (
        <li key={m.id} className="flex flex-wrap justify-between gap-2 px-4 py-2 text-sm">
          <span className="min-w-0 font-medium break-words">{m.subject}</span>
          <span className="text-ink-muted">
            {m.sentByName ? `${m.sentByName} · ` : ''}
            {formatDateTime(m.sentAt)}
          </span>
        </li>
      ))}
    </ul>
  )
}
