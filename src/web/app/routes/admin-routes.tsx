import type { RouteObject } from 'react-router'
import { lazyPage } from '#web/app/lazy-page.tsx'
import { NotFoundPage } from '#web/app/pages/not-found-page.tsx'
import { lazyRoute } from '#web/app/routes/route-helpers.tsx'
import { paths } from '#web/config/paths.ts'

const admin = paths.admin

/** The back office, under /admin (its layout guards it). */
export const adminRoutes: RouteObject[] = [
  {
    index: true,
    element: lazyPage(async () => (await import('#web/app/layouts/admin-layout.tsx')).AdminIndexRedirect),
  },
  lazyRoute(
    admin.dashboard.path,
    async () => (await import('#web/features/admin/dashboard/dashboard-page.tsx')).DashboardPage,
  ),
  lazyRoute(
    admin.users.path,
    async () => (await import('#web/features/users/pages/users-page.tsx')).UsersPage,
  ),
  lazyRoute(admin.user.path, async () => (await import('#web/app/pages/customer-page.tsx')).CustomerPage),
  lazyRoute(
    admin.order.path,
    async () => (await import('#web/features/billing/pages/admin-order-page.tsx')).AdminOrderPage,
  ),
  lazyRoute(
    admin.supportMessages.path,
    async () => (await import('#web/features/support/pages/admin-support-page.tsx')).AdminSupportPage,
  ),
  lazyRoute(
    admin.emailTemplates.path,
    async () => (await import('#web/features/users/pages/email-templates-page.tsx')).EmailTemplatesPage,
  ),
  lazyRoute(
    admin.outbox.path,
    async () => (await import('#web/features/admin/pages/outbox-page.tsx')).OutboxPage,
  ),
  lazyRoute(
    admin.search.path,
    async () => (await import('#web/features/admin/pages/search-page.tsx')).AdminSearchPage,
  ),
  lazyRoute(
    admin.audit.path,
    async () => (await import('#web/features/audit/pages/audit-page.tsx')).AuditPage,
  ),
  lazyRoute(
    admin.settings.path,
    async () => (await import('#web/features/admin/settings/settings-page.tsx')).SettingsPage,
  ),
  lazyRoute(
    admin.orders.path,
    async () => (await import('#web/features/billing/pages/orders-page.tsx')).AdminOrdersPage,
  ),
  lazyRoute(
    admin.itemsOrders.path,
    async () => (await import('#web/features/billing/pages/history-pages.tsx')).AdminItemOrdersPage,
  ),
  lazyRoute(
    admin.items.path,
    async () => (await import('#web/features/billing/pages/admin-items-page.tsx')).AdminItemsPage,
  ),
  lazyRoute(
    admin.packages.path,
    async () => (await import('#web/features/billing/pages/admin-packages-page.tsx')).AdminPackagesPage,
  ),
  { path: '*', element: <NotFoundPage /> },
]
