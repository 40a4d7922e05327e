import { UsersTable } from '#web/features/users/components/users-table.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'

/** /admin/users: 'Users Management'. */
export function UsersPage() {
  usePageTitle('Users Management')
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Users Management</h1>
        <p className="mt-1 text-ink-muted">
          Find any user, correct their credits (every change is recorded), and message them.
        </p>
      </header>
      <UsersTable />
    </div>
  )
}
