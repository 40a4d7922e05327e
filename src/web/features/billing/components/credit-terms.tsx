import { formatDate } from '#shared/common/dates.ts'
import { daysLeft } from '#web/features/billing/lib/days-left.ts'

/**
 * When credits expire: never. Said outright because a package reads 'valid 30 days', which is the
 * premium membership it adds (payment-grant.ts), and creators took it for the credits' deadline.
 */
export function CreditTerms({ membershipEndsAt }: { membershipEndsAt: string | null }) {
  const ended = membershipEndsAt !== null && daysLeft(membershipEndsAt) === 'Expired'
  return (
    <div className="space-y-1 text-sm text-ink-muted">
      <p>
        <strong className="font-semibold text-ink">Credits never expire.</strong> They stay on your account
        until you spend them.
      </p>
      <p>
        The days a package is valid for are your premium membership, not your credits.
        {membershipEndsAt !== null &&
          (ended
            ? ` Your membership ended on ${formatDate(membershipEndsAt)}.`
            : ` Your membership runs until ${formatDate(membershipEndsAt)}.`)}
      </p>
    </div>
  )
}
