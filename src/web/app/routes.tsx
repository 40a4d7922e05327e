import type { RouteObject } from 'react-router'
import { PublicLayout } from '#web/app/layouts/public-layout.tsx'
import { lazyPage } from '#web/app/lazy-page.tsx'
import { RootLayout } from '#web/app/root-layout.tsx'
import { adminRoutes } from '#web/app/routes/admin-routes.tsx'
import { publicRoutes } from '#web/app/routes/public-routes.tsx'
import { lazyRoute, redirectRoute } from '#web/app/routes/route-helpers.tsx'
import { userRoutes } from '#web/app/routes/user-routes.tsx'
import { paths } from '#web/config/paths.ts'
import { collectRouteEntries, createRouteRegistry } from '#web/lib/route-registry.tsx'

/**
 * The route table. Every path comes from config/paths.ts, which the links read too. The home page and
 * public frame load with the entry; everything else is a lazy chunk, so the auth pages, the user area
 * and the admin area stay out of a visitor's first download.
 * Adding a route here is all it takes for its sidebar, card or menu entry to appear.
 * Plain route objects rendered with `useRoutes` (decision 013: react-router's data router, which
 * this table used no loader or action of, was 16 KB of the first download).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { element: <PublicLayout />, children: publicRoutes },
      // A receipt prints on its own, without the site's frame (its buyer or an admin; the page asks to sign in).
      lazyRoute(
        paths.receipt.path,
        async () => (await import('#web/features/billing/pages/receipt-page.tsx')).ReceiptPage,
      ),
      redirectRoute(paths.dashboardAlias.path, paths.user.dashboard.getHref()),
      redirectRoute(paths.profileAlias.path, paths.updateProfile.getHref()),
      redirectRoute(paths.settingsAlias.path, paths.admin.settings.getHref()),
      {
        path: paths.user.root.path,
        element: lazyPage(async () => (await import('#web/app/layouts/user-layout.tsx')).UserLayout),
        children: userRoutes,
      },
      {
        path: paths.admin.root.path,
        element: lazyPage(async () => (await import('#web/app/layouts/admin-layout.tsx')).AdminLayout),
        children: adminRoutes,
      },
    ],
  },
]

/** Every navigable path the app has, for "show the link only if its page exists". */
export const routeRegistry = createRouteRegistry(collectRouteEntries(routes))
export const registeredPaths: readonly string[] = routeRegistry.paths
export const isRegistered: (path: string) => boolean = routeRegistry.isRegistered
