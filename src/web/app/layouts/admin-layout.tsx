import {
  FileText,
  LayoutDashboard,
  Mail,
  MessageSquare,
  Package,
  ScrollText,
  Search,
  Settings,
  ShoppingBag,
  ShoppingCart,
  Users,
} from 'lucide-react'
import { Navigate } from 'react-router'
import { RequireAdmin } from '#web/app/guards/require-admin.tsx'
import { type SidebarItem, SidebarLayout } from '#web/app/layouts/sidebar-layout.tsx'
import { paths } from '#web/config/paths.ts'
import { useRegisteredItems, useRouteRegistry } from '#web/lib/route-registry.tsx'

/** admin-and-items.md, Admin layout, plus our own Mail Outbox. */
export const adminNavItems: SidebarItem[] = [
  { to: paths.admin.dashboard.getHref(), label: 'Dashboard', icon: LayoutDashboard },
  { to: paths.admin.search.getHref(), label: 'Search', icon: Search },
  { to: paths.admin.orders.getHref(), label: 'Total Orders', icon: ShoppingCart },
  // The spec's route table has items-orders; Items is ours (the spec never shows where items come from).
  { to: paths.admin.itemsOrders.getHref(), label: 'Item Orders', icon: ShoppingBag },
  { to: paths.admin.items.getHref(), label: 'Items', icon: Package },
  { to: paths.admin.users.getHref(), label: 'Total Users', icon: Users },
  { to: paths.admin.supportMessages.getHref(), label: 'Support Messages', icon: MessageSquare },
  { to: paths.admin.settings.getHref(), label: 'Settings', icon: Settings },
  { to: paths.admin.emailTemplates.getHref(), label: 'Email Templates', icon: FileText },
  { to: paths.admin.outbox.getHref(), label: 'Mail Outbox', icon: Mail },
  { to: paths.admin.audit.getHref(), label: 'Audit Log', icon: ScrollText },
]

/** The pages the bare /admin opens, first registered wins. */
const adminLandingCandidates: string[] = [paths.admin.dashboard.getHref(), paths.admin.outbox.getHref()]

function AdminSidebarLayout() {
  const items = useRegisteredItems(adminNavItems)
  return (
    <SidebarLayout
      area="Admin"
      title="Thumbforge"
      titleTo={paths.user.dashboard.getHref()}
      items={items}
      // Spec: from 992px up (ADMIN_WIDE_BREAKPOINT_PX) the content sits 80px below the top.
      contentClassName="min-[992px]:mt-20"
    />
  )
}

export function AdminLayout() {
  return (
    <RequireAdmin>
      <AdminSidebarLayout />
    </RequireAdmin>
  )
}

/** /admin itself: open the first admin page that exists. */
export function AdminIndexRedirect() {
  const { firstRegistered } = useRouteRegistry()
  return <Navigate to={firstRegistered(adminLandingCandidates) ?? paths.user.dashboard.getHref()} replace />
}
