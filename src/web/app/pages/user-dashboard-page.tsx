import { ImagePlus } from 'lucide-react'
import { ButtonLink } from '#web/components/ui/button-link.tsx'
import { paths } from '#web/config/paths.ts'
import { CreditHistory } from '#web/features/billing/components/credit-history.tsx'
import { AccountSummary } from '#web/features/users/components/account-summary.tsx'
import { DashboardCards } from '#web/features/users/components/dashboard-cards.tsx'
import { useRouteRegistry } from '#web/lib/route-registry.tsx'
import { useFirstVisit } from '#web/lib/session/first-visit.ts'
import { useMe } from '#web/lib/session/me-query.ts'
import { usePageTitle } from '#web/lib/use-page-title.ts'

/** /user/dashboard: composes the users and billing features (features never import each other). */
export function UserDashboardPage() {
  usePageTitle('Dashboard')
  const { me } = useMe()
  const { isRegistered } = useRouteRegistry()
  const firstVisit = useFirstVisit(me?.email)
  // The layout's guard only renders this page for a signed-in user.
  if (!me) return null
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:px-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">Dashboard</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight">
            {`${firstVisit ? 'Welcome' : 'Welcome back'}, ${me.name}!`}
          </h1>
          <p className="mt-1 text-ink-muted">Here is where your credits and thumbnails live.</p>
        </div>
        {isRegistered(paths.user.generateImage.getHref()) && (
          <ButtonLink to={paths.user.generateImage.getHref()} size="lg">
            <ImagePlus aria-hidden="true" className="size-5" />
            YouTube Thumbnail Generator
          </ButtonLink>
        )}
      </header>
      <AccountSummary me={me} />
      <DashboardCards />
      <CreditHistory />
    </div>
  )
}
