import { PackagesPanel } from '#web/features/billing/components/packages-panel.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'

/** /admin/packages: the same Pricing Packages screen as the settings panel. */
export function AdminPackagesPage() {
  usePageTitle('Pricing Packages')
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-8">
      <PackagesPanel />
    </div>
  )
}
