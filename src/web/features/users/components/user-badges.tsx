import type { Membership, Role } from '#shared/common/roles.ts'
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx'
import { cn } from '#web/lib/cn.ts'

/** The spec names role and membership badge colours without giving them; these are ours. */
const roleTones: Record<Role, BadgeTone> = {
  Admin: 'purple',
  moderator: 'blue',
  Seller: 'yellow',
  member: 'grey',
}
const membershipTones: Record<Membership, BadgeTone> = { premium: 'brand', basic: 'blue', free: 'grey' }

export const RoleBadge = ({ role }: { role: Role }) => <Badge tone={roleTones[role]}>{role}</Badge>

export const MembershipBadge = ({ membership }: { membership: Membership }) => (
  <Badge tone={membershipTones[membership]} className="capitalize">
    {membership}
  </Badge>
)

/** Spec: a positive balance is green, a negative one red (the ledger keeps it at 0 or more). */
export const creditTone = (credits: number) =>
  credits > 0 ? 'text-emerald-700' : credits < 0 ? 'text-red-700' : 'text-ink-muted'

export function Credits({ value }: { value: number }) {
  return (
    <span
      data-credit-tone={value > 0 ? 'positive' : value < 0 ? 'negative' : 'zero'}
      className={cn('font-semibold tabular-nums', creditTone(value))}
    >
      {value.toLocaleString()}
    </span>
  )
}
