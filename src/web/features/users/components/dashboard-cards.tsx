import { ArrowRight, Clock, CreditCard, History, ImagePlus, LifeBuoy, type LucideIcon } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '#web/config/paths.ts'
import { useRegisteredItems } from '#web/lib/route-registry.tsx'

type DashboardCard = { to: string; title: string; description: string; icon: LucideIcon }

/** Spec §2, Dashboard home: shortcuts to the user area, each shown once its page exists. */
const cards: DashboardCard[] = [
  {
    to: paths.user.generateImage.getHref(),
    title: 'YouTube Thumbnail Generator',
    description: 'Turn an idea into a 1280×720 thumbnail.',
    icon: ImagePlus,
  },
  {
    to: paths.user.pendingPayment.getHref(),
    title: 'Pending Payment',
    description: 'Finish paying for orders you started.',
    icon: Clock,
  },
  {
    to: paths.user.support.getHref(),
    title: 'Support',
    description: 'Ask us anything, we answer fast.',
    icon: LifeBuoy,
  },
  {
    to: paths.user.subscriptionHistory.getHref(),
    title: 'Subscription History',
    description: 'Your past packages and receipts.',
    icon: History,
  },
  {
    to: paths.user.selectPackage.getHref(),
    title: 'Upgrade Package',
    description: 'Top up credits with a package.',
    icon: CreditCard,
  },
]

export function DashboardCards() {
  const visible = useRegisteredItems(cards)
  if (visible.length === 0) return null
  return (
    <nav aria-label="Shortcuts">
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {visible.map(({ to, title, description, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full items-start gap-4 rounded-card border border-slate-200 bg-surface p-5 shadow-card transition hover:border-brand-300"
            >
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="flex-1">
                <span className="block font-semibold">{title}</span>
                <span className="mt-1 block text-sm text-ink-muted">{description}</span>
              </span>
              <ArrowRight
                aria-hidden="true"
                className="mt-1 size-4 text-ink-muted group-hover:text-brand-700"
              />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
