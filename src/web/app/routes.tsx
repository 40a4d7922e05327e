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
            path: 'about',
            lazy: async () => ({
              Component: (await import('#web/features/content/pages/about-page.tsx')).AboutPage,
            }),
          },
          {
            path: 'contact',
            lazy: async () => ({
              Component: (await import('#web/features/content/pages/contact-page.tsx')).ContactPage,
            }),
          },
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
          {
            // Checkout and payment: login required, inside the public frame (customer-side.md §2).
            lazy: async () => ({
              Component: (await import('#web/features/billing/pages/checkout-frame.tsx')).CheckoutFrame,
            }),
            children: [
              {
                path: 'buy/:id',
                lazy: async () => ({
                  Component: (await import('#web/features/billing/pages/buy-page.tsx')).BuyPage,
                }),
              },
              {
                path: 'item-buy/:id',
                lazy: async () => ({
                  Component: (await import('#web/features/billing/pages/item-buy-page.tsx')).ItemBuyPage,
                }),
              },
              {
                path: 'premium/:slug/:itemId',
                lazy: async () => ({
                  Component: (await import('#web/features/billing/pages/premium-page.tsx')).PremiumPage,
                }),
              },
              {
                path: 'pay-now/:orderId',
                lazy: async () => ({
                  Component: (await import('#web/features/billing/pages/pay-now-page.tsx')).PayNowPage,
                }),
              },
              {
                path: 'item-pay-now/:orderId',
                lazy: async () => ({
                  Component: (await import('#web/features/billing/pages/item-pay-now-page.tsx'))
                    .ItemPayNowPage,
                }),
              },
            ],
          },
          {
            // Account Settings for every signed-in user (the page guards itself: visitors go to /login).
            path: 'update-profile',
            lazy: async () => ({
              Component: (await import('#web/features/users/pages/update-profile-page.tsx'))
                .UpdateProfilePage,
            }),
          },
          {
            path: 'items',
            lazy: async () => ({
              Component: (await import('#web/features/billing/pages/items-page.tsx')).ItemsPage,
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
          {
            path: 'generate-image',
            lazy: async () => ({
              Component: (await import('#web/features/generator/pages/generate-image-page.tsx'))
                .GenerateImagePage,
            }),
          },
          {
            path: 'thumbnails',
            lazy: async () => ({
              Component: (await import('#web/features/generator/pages/my-thumbnails-page.tsx'))
                .MyThumbnailsPage,
            }),
          },
          {
            path: 'pending-payment',
            lazy: async () => ({
              Component: (await import('#web/features/billing/pages/pending-payment-page.tsx'))
                .PendingPaymentPage,
            }),
          },
          {
            path: 'package-pending-payment',
            lazy: async () => ({
              Component: (await import('#web/features/billing/pages/pending-payment-page.tsx'))
                .PendingPaymentPage,
            }),
          },
          {
            path: 'item-pending-payment',
            lazy: async () => ({
              Component: (await import('#web/features/billing/pages/pending-payment-page.tsx'))
                .ItemPendingPaymentPage,
            }),
          },
          {
            path: 'orders',
            lazy: async () => ({
              Component: (await import('#web/features/billing/pages/orders-page.tsx')).UserOrdersPage,
            }),
          },
          {
            path: 'subscription-history',
            lazy: async () => ({
              Component: (await import('#web/features/billing/pages/history-pages.tsx'))
                .SubscriptionHistoryPage,
            }),
          },
          {
            path: 'orders-history',
            lazy: async () => ({
              Component: (await import('#web/features/billing/pages/history-pages.tsx')).OrdersHistoryPage,
            }),
          },
          {
            path: 'select-package',
            lazy: async () => ({
              Component: (await import('#web/features/billing/pages/select-package-page.tsx'))
                .SelectPackagePage,
            }),
          },
          {
            path: 'support',
            lazy: async () => ({
              Component: (await import('#web/features/support/pages/user-support-page.tsx')).UserSupportPage,
            }),
          },
          {
            path: 'create-support',
            lazy: async () => ({
              Component: (await import('#web/features/support/pages/create-support-page.tsx'))
                .CreateSupportPage,
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
            path: 'dashboard',
            lazy: async () => ({
              Component: (await import('#web/features/admin/dashboard/dashboard-page.tsx')).DashboardPage,
            }),
          },
          {
            path: 'users',
            lazy: async () => ({
              Component: (await import('#web/features/users/pages/users-page.tsx')).UsersPage,
            }),
          },
          {
            path: 'support-messages',
            lazy: async () => ({
              Component: (await import('#web/features/support/pages/admin-support-page.tsx'))
                .AdminSupportPage,
            }),
          },
          {
            path: 'email-templates',
            lazy: async () => ({
              Component: (await import('#web/features/users/pages/email-templates-page.tsx'))
                .EmailTemplatesPage,
            }),
          },
          {
            path: 'outbox',
            lazy: async () => ({
              Component: (await import('#web/features/admin/pages/outbox-page.tsx')).OutboxPage,
            }),
          },
          {
            path: 'settings',
            lazy: async () => ({
              Component: (await import('#web/features/admin/settings/settings-page.tsx')).SettingsPage,
            }),
          },
          {
            path: 'orders',
            lazy: async () => ({
              Component: (await import('#web/features/billing/pages/orders-page.tsx')).AdminOrdersPage,
            }),
          },
          {
            path: 'items-orders',
            lazy: async () => ({
              Component: (await import('#web/features/billing/pages/history-pages.tsx')).AdminItemOrdersPage,
            }),
          },
          {
            path: 'items',
            lazy: async () => ({
              Component: (await import('#web/features/billing/pages/admin-items-page.tsx')).AdminItemsPage,
            }),
          },
          {
            path: 'packages',
            lazy: async () => ({
              Component: (await import('#web/features/billing/pages/admin-packages-page.tsx'))
                .AdminPackagesPage,
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
