import { ItemsAdmin } from '#web/features/billing/components/items-admin.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'

/** /admin/items */
export function AdminItemsPage() {
  usePageTitle('Items')
  return <ItemsAdmin />
}
