import { useQuery } from '@tanstack/react-query'
import { Coins, Crown, UserRound } from 'lucide-react'
import type { ReactNode } from 'react'
import { formatDate } from '#shared/common/dates.ts'
import type { Me } from '#shared/users/me.ts'
import { Card } from '#web/components/ui/card.tsx'
import { meQuery } from '#web/lib/session/me-query.ts'

const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1)

function Stat({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-canvas p-4">
      <dt className="flex items-center gap-2 text-sm text-ink-muted">
        <span className="inline-flex size-8 items-center justify-center rounded-lg bg-surface text-brand-600 shadow-sm">
          {icon}
        </span>
        {term}
      </dt>
      <dd className="mt-2 text-2xl font-bold">{children}</dd>
    </div>
  )
}

/** Credits use locale formatting and default to 0 (spec §9). */
export function AccountSummary({
  me,
}: {
  me: Pick<Me, 'creditBalance' | 'role' | 'membership' | 'membershipEndsAt'>
}) {
  // Others change the balance (an admin's correction, a purchase): re-read it whenever the summary
  // opens instead of trusting the 5-minute auth cache. The page re-renders with the fresh copy.
  useQuery({ ...meQuery(), refetchOnMount: 'always' })
  const credits = (me.creditBalance ?? 0).toLocaleString()
  return (
    <Card aria-labelledby="account-summary-heading" className="p-6">
      <h2 id="account-summary-heading" className="text-lg font-semibold">
        Account summary
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        <Stat icon={<Coins aria-hidden="true" className="size-4" />} term="Credits">
          <span data-testid="credit-balance" className="tabular-nums">
            {credits}
          </span>
        </Stat>
        <Stat icon={<UserRound aria-hidden="true" className="size-4" />} term="Role">
          {capitalize(me.role)}
        </Stat>
        <Stat icon={<Crown aria-hidden="true" className="size-4" />} term="Membership">
          {capitalize(me.membership)}
          {me.membershipEndsAt && (
            <span className="block text-sm font-normal text-ink-muted">
              until <time dateTime={me.membershipEndsAt}>{formatDate(me.membershipEndsAt)}</time>
            </span>
          )}
        </Stat>
      </dl>
    </Card>
  )
}
