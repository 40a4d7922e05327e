import { Navigate, type RouteObject } from 'react-router'
import { GuestOnly } from '#web/app/guards/guest-only.tsx'
import { PublicLayout } from '#web/app/layouts/public-layout.tsx'
import { NotFoundPage } from '#web/app/pages/not-found-page.tsx'
import { RouteErrorPage } from '#web/app/pages/route-error-page.tsx'
import { paths } from '#web/app/paths.ts'
import { RootLayout } from '#web/app/root-layout.tsx'
import { collectRouteEntries, createRouteRegistry, type RedirectHandle } from '#web/app/route-registry.tsx'
import { PageLoader } from '#web/components/ui/spinner.tsx'
import { HomePage } from '#web/features/content/pages/home-page.tsx'

/** A route that only forwards; it counts as registered only while its target is. */
const redirectRoute = (path: string, to: string): RouteObject => {
  const handle: RedirectHandle = { redirectTo: to }
  return { path, handle, element: <Navigate to={to} replace /> }
}

/**
 * The route table. The home page and public frame load with the entry; everything else is a lazy chunk,
 * so the auth pages, the user area and the admin area stay out of a visitor's first download.
 * Adding a route here is all it takes for its sidebar, card or menu entry to appear.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <HomePage /> },
          {
            element: <GuestOnly />,
            children: [
              {
                path: 'login',
                lazy: async () => ({
                  Component: (await import('#web/features/auth/pages/login-page.tsx')).LoginPage,
                }),
              },
              {
                path: 'register',
                lazy: async () => ({
                  Component: (await import('#web/features/auth/pages/register-page.tsx')).RegisterPage,
                }),
              },
            ],
          },
          {
            path: 'reset-password',
            lazy: async () => ({
              Component: (await import('#web/features/auth/pages/reset-password-page.tsx')).ResetPasswordPage,
            }),
          },
          {
            path: 'new-password',
            lazy: async () => ({
              Component: (await import('#web/features/auth/pages/new-password-page.tsx')).NewPasswordPage,
            }),
          },
          // The spec's login page links to /forgot-password; its route table calls the page /reset-password.
          redirectRoute('forgot-password', paths.resetPassword),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      redirectRoute('dashboard', paths.user.dashboard),
      redirectRoute('profile', paths.updateProfile),
      redirectRoute('settings', paths.admin.settings),
      {
        path: 'user',
        lazy: async () => ({ Component: (await import('#web/app/layouts/user-layout.tsx')).UserLayout }),
        children: [
          redirectIndex(paths.user.dashboard),
          {
            path: 'dashboard',
            lazy: async () => ({
              Component: (await import('#web/app/pages/user-dashboard-page.tsx')).UserDashboardPage,
            }),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: 'admin',
        lazy: async () => ({ Component: (await import('#web/app/layouts/admin-layout.tsx')).AdminLayout }),
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('#web/app/layouts/admin-layout.tsx')).AdminIndexRedirect,
            }),
          },
          {
            path: 'outbox',
            lazy: async () => ({
              Component: (await import('#web/features/admin/pages/outbox-page.tsx')).OutboxPage,
            }),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]

function redirectIndex(to: string): RouteObject {
  const handle: RedirectHandle = { redirectTo: to }
  return { index: true, handle, element: <Navigate to={to} replace /> }
}

/** Every navigable path the app has, for "show the link only if its page exists". */
export const routeRegistry = createRouteRegistry(collectRouteEntries(routes))
export const registeredPaths: readonly string[] = routeRegistry.paths
export const isRegistered: (path: string) => boolean = routeRegistry.isRegistered
