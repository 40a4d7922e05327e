import { RefreshCw } from 'lucide-react'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Loader } from '#web/components/ui/spinner.tsx'
import { UsersTable } from '#web/features/users/index.ts'
import { cn } from '#web/lib/cn.ts'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { useAdminStats } from './get-admin-stats.ts'
import { HealthPanel, useAdminHealth } from './health-panel.tsx'
import { RevenuePanel } from './revenue-panel.tsx'
import { SetupChecklist } from './setup-checklist.tsx'
import { StatCards } from './stat-cards.tsx'
import { ThumbnailsPanel } from './thumbnails-panel.tsx'

/** /admin/dashboard: the four cards, the two 30-day panels, then the users management table. */
export function DashboardPage() {
  usePageTitle('Admin Dashboard')
  const stats = useAdminStats()
  const health = useAdminHealth()
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">Admin Dashboard</h1>
        <Button
          variant="secondary"
          onClick={() => void Promise.all([stats.refetch(), health.refetch()])}
          disabled={stats.isFetching}
        >
          <RefreshCw aria-hidden="true" className={cn('size-4', stats.isFetching && 'animate-spin')} />
          Refresh
        </Button>
      </header>
      <SetupChecklist />
      <StatCards stats={stats.data} />
      <HealthPanel />
      {stats.isPending ? (
        <Loader label="Loading figures..." />
      ) : stats.isError ? (
        <Alert>Could not load the dashboard figures. Please try again.</Alert>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <RevenuePanel revenue={stats.data.revenue} />
          <ThumbnailsPanel thumbnails={stats.data.thumbnails} />
        </div>
      )}
      <section aria-labelledby="users-heading" className="space-y-3">
        <h2 id="users-heading" className="text-xl font-semibold">
          Users Management
        </h2>
        <UsersTable />
      </section>
    </div>
  )
}
