import { type LucideIcon, MessageSquare, Settings, ShoppingCart, Users } from 'lucide-react'
import { Link } from 'react-router'
import type { AdminStats } from '#shared/admin/stats.ts'
import { paths } from '#web/config/paths.ts'
import { cn } from '#web/lib/cn.ts'

type StatCard = {
  label: string
  to: string
  icon: LucideIcon
  value: (stats: AdminStats) => string
  hint: string
}

/** admin-and-items.md, Admin dashboard: the four cards and where each one leads. */
export const statCards: StatCard[] = [
  {
    label: 'Total Orders',
    to: paths.admin.orders.getHref(),
    icon: ShoppingCart,
    value: (s) => s.totalOrders.toLocaleString(),
    hint: 'Package orders',
  },
  {
    label: 'Total Users',
    to: paths.admin.users.getHref(),
    icon: Users,
    value: (s) => s.totalUsers.toLocaleString(),
    hint: 'Registered accounts',
  },
  {
    label: 'Support Messages',
    to: paths.admin.supportMessages.getHref(),
    icon: MessageSquare,
    value: (s) => s.openTickets.toLocaleString(),
    hint: 'Open tickets',
  },
  {
    label: 'Settings',
    to: paths.admin.settings.getHref(),
    icon: Settings,
    value: () => '',
    hint: 'Content, payments, AI',
  },
]

/** The cards link even while the figures load; a missing figure shows as a dash. */
export function StatCards({ stats }: { stats: AdminStats | undefined }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {statCards.map(({ label, to, icon: Icon, value, hint }) => {
        const figure = value ? (stats ? value(stats) : '—') : null
        return (
          <li key={label}>
            <Link
              to={to}
              className={cn(
                'flex h-full items-center gap-4 rounded-card border border-slate-200 bg-surface p-5 shadow-card',
                'transition-colors hover:border-brand-300 focus-visible:ring-3 focus-visible:ring-brand-200',
              )}
            >
              <span className="rounded-lg bg-brand-50 p-3 text-brand-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <span className="min-w-0">
                <span className="block font-semibold text-ink">{label}</span>
                {figure && (
                  <span className="block text-2xl font-bold text-ink" data-testid={`stat-${label}`}>
                    {figure}
                  </span>
                )}
                <span className="block text-xs text-ink-muted">{hint}</span>
              </span>
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
