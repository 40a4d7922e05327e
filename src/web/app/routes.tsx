import { Navigate, type RouteObject } from 'react-router'
import { GuestOnly } from '#web/app/guards/guest-only.tsx'
import { PublicLayout } from '#web/app/layouts/public-layout.tsx'
import { lazyPage } from '#web/app/lazy-page.tsx'
import { NotFoundPage } from '#web/app/pages/not-found-page.tsx'
import { RootLayout } from '#web/app/root-layout.tsx'
import { paths } from '#web/config/paths.ts'
import { HomePage } from '#web/features/content/pages/home-page.tsx'
import { collectRouteEntries, createRouteRegistry, type RedirectHandle } from '#web/lib/route-registry.tsx'

/** A route that only forwards; it counts as registered only while its target is. */
const redirectRoute = (path: string, to: string): RouteObject => {
  const handle: RedirectHandle = { redirectTo: to }
  return { path, handle, element: <Navigate to={to} replace /> }
}

/**
 * The route table. The home page and public frame load with the entry; everything else is a lazy chunk,
 * so the auth pages, the user area and the admin area stay out of a visitor's first download.
 * Adding a route here is all it takes for its sidebar, card or menu entry to appear.
 * Plain route objects rendered with `useRoutes` (decision 013: react-router's data router, which
 * this table used no loader or action of, was 16 KB of the first download).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <HomePage /> },
          {
            path: 'about',
            element: lazyPage(
              async () => (await import('#web/features/content/pages/about-page.tsx')).AboutPage,
            ),
          },
          {
            path: 'contact',
            element: lazyPage(
              async () => (await import('#web/features/content/pages/contact-page.tsx')).ContactPage,
            ),
          },
          {
            element: <GuestOnly />,
            children: [
              {
                path: 'login',
                element: lazyPage(
                  async () => (await import('#web/features/auth/pages/login-page.tsx')).LoginPage,
                ),
              },
              {
                path: 'register',
                element: lazyPage(
                  async () => (await import('#web/features/auth/pages/register-page.tsx')).RegisterPage,
                ),
              },
            ],
          },
          {
            path: 'reset-password',
            element: lazyPage(
              async () =>
                (await import('#web/features/auth/pages/reset-password-page.tsx')).ResetPasswordPage,
            ),
          },
          {
            path: 'new-password',
            element: lazyPage(
              async () => (await import('#web/features/auth/pages/new-password-page.tsx')).NewPasswordPage,
            ),
          },
          {
            // Checkout and payment: login required, inside the public frame (customer-side.md §2).
            element: lazyPage(
              async () => (await import('#web/features/billing/pages/checkout-frame.tsx')).CheckoutFrame,
            ),
            children: [
              {
                path: 'buy/:id',
                element: lazyPage(
                  async () => (await import('#web/features/billing/pages/buy-page.tsx')).BuyPage,
                ),
              },
              {
                path: 'item-buy/:id',
                element: lazyPage(
                  async () => (await import('#web/features/billing/pages/item-buy-page.tsx')).ItemBuyPage,
                ),
              },
              {
                path: 'premium/:slug/:itemId',
                element: lazyPage(
                  async () => (await import('#web/features/billing/pages/premium-page.tsx')).PremiumPage,
                ),
              },
              {
                path: 'pay-now/:orderId',
                element: lazyPage(
                  async () => (await import('#web/features/billing/pages/pay-now-page.tsx')).PayNowPage,
                ),
              },
              {
                path: 'item-pay-now/:orderId',
                element: lazyPage(
                  async () =>
                    (await import('#web/features/billing/pages/item-pay-now-page.tsx')).ItemPayNowPage,
                ),
              },
            ],
          },
          {
            // Account Settings for every signed-in user (the page guards itself: visitors go to /login).
            path: 'update-profile',
            element: lazyPage(
              async () =>
                (await import('#web/features/users/pages/update-profile-page.tsx')).UpdateProfilePage,
            ),
          },
          {
            path: 'items',
            element: lazyPage(
              async () => (await import('#web/features/billing/pages/items-page.tsx')).ItemsPage,
            ),
          },
          // The spec's login page links to /forgot-password; its route table calls the page /reset-password.
          redirectRoute('forgot-password', paths.resetPassword.getHref()),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        // A receipt prints on its own, without the site's frame (its buyer or an admin; the page asks to sign in).
        path: 'receipts/:orderId',
        element: lazyPage(
          async () => (await import('#web/features/billing/pages/receipt-page.tsx')).ReceiptPage,
        ),
      },
      redirectRoute('dashboard', paths.user.dashboard.getHref()),
      redirectRoute('profile', paths.updateProfile.getHref()),
      redirectRoute('settings', paths.admin.settings.getHref()),
      {
        path: 'user',
        element: lazyPage(async () => (await import('#web/app/layouts/user-layout.tsx')).UserLayout),
        children: [
          redirectIndex(paths.user.dashboard.getHref()),
          {
            path: 'dashboard',
            element: lazyPage(
              async () => (await import('#web/app/pages/user-dashboard-page.tsx')).UserDashboardPage,
            ),
          },
          {
            path: 'generate-image',
            element: lazyPage(
              async () =>
                (await import('#web/features/generator/pages/generate-image-page.tsx')).GenerateImagePage,
            ),
          },
          {
            path: 'thumbnails',
            element: lazyPage(
              async () =>
                (await import('#web/features/generator/pages/my-thumbnails-page.tsx')).MyThumbnailsPage,
            ),
          },
          {
            path: 'personas',
            element: lazyPage(
              async () => (await import('#web/features/personas/pages/personas-page.tsx')).PersonasPage,
            ),
          },
          {
            path: 'pending-payment',
            element: lazyPage(
              async () =>
                (await import('#web/features/billing/pages/pending-payment-page.tsx')).PendingPaymentPage,
            ),
          },
          {
            path: 'package-pending-payment',
            element: lazyPage(
              async () =>
                (await import('#web/features/billing/pages/pending-payment-page.tsx')).PendingPaymentPage,
            ),
          },
          {
            path: 'item-pending-payment',
            element: lazyPage(
              async () =>
                (await import('#web/features/billing/pages/pending-payment-page.tsx')).ItemPendingPaymentPage,
            ),
          },
          {
            path: 'orders',
            element: lazyPage(
              async () => (await import('#web/features/billing/pages/orders-page.tsx')).UserOrdersPage,
            ),
          },
          {
            path: 'subscription-history',
            element: lazyPage(
              async () =>
                (await import('#web/features/billing/pages/history-pages.tsx')).SubscriptionHistoryPage,
            ),
          },
          {
            path: 'orders-history',
            element: lazyPage(
              async () => (await import('#web/features/billing/pages/history-pages.tsx')).OrdersHistoryPage,
            ),
          },
          {
            path: 'select-package',
            element: lazyPage(
              async () =>
                (await import('#web/features/billing/pages/select-package-page.tsx')).SelectPackagePage,
            ),
          },
          {
            path: 'credits',
            element: lazyPage(
              async () => (await import('#web/features/billing/pages/credits-page.tsx')).CreditsPage,
            ),
          },
          {
            path: 'support',
            element: lazyPage(
              async () => (await import('#web/features/support/pages/user-support-page.tsx')).UserSupportPage,
            ),
          },
          {
            path: 'create-support',
            element: lazyPage(
              async () =>
                (await import('#web/features/support/pages/create-support-page.tsx')).CreateSupportPage,
            ),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: 'admin',
        element: lazyPage(async () => (await import('#web/app/layouts/admin-layout.tsx')).AdminLayout),
        children: [
          {
            index: true,
            element: lazyPage(
              async () => (await import('#web/app/layouts/admin-layout.tsx')).AdminIndexRedirect,
            ),
          },
          {
            path: 'dashboard',
            element: lazyPage(
              async () => (await import('#web/features/admin/dashboard/dashboard-page.tsx')).DashboardPage,
            ),
          },
          {
            path: 'users',
            element: lazyPage(
              async () => (await import('#web/features/users/pages/users-page.tsx')).UsersPage,
            ),
          },
          {
            path: 'users/:id',
            element: lazyPage(async () => (await import('#web/app/pages/customer-page.tsx')).CustomerPage),
          },
          {
            path: 'orders/:orderId',
            element: lazyPage(
              async () => (await import('#web/features/billing/pages/admin-order-page.tsx')).AdminOrderPage,
            ),
          },
          {
            path: 'support-messages',
            element: lazyPage(
              async () =>
                (await import('#web/features/support/pages/admin-support-page.tsx')).AdminSupportPage,
            ),
          },
          {
            path: 'email-templates',
            element: lazyPage(
              async () =>
                (await import('#web/features/users/pages/email-templates-page.tsx')).EmailTemplatesPage,
            ),
          },
          {
            path: 'outbox',
            element: lazyPage(
              async () => (await import('#web/features/admin/pages/outbox-page.tsx')).OutboxPage,
            ),
          },
          {
            path: 'search',
            element: lazyPage(
              async () => (await import('#web/features/admin/pages/search-page.tsx')).AdminSearchPage,
            ),
          },
          {
            path: 'audit',
            element: lazyPage(
              async () => (await import('#web/features/audit/pages/audit-page.tsx')).AuditPage,
            ),
          },
          {
            path: 'settings',
            element: lazyPage(
              async () => (await import('#web/features/admin/settings/settings-page.tsx')).SettingsPage,
            ),
          },
          {
            path: 'orders',
            element: lazyPage(
              async () => (await import('#web/features/billing/pages/orders-page.tsx')).AdminOrdersPage,
            ),
          },
          {
            path: 'items-orders',
            element: lazyPage(
              async () => (await import('#web/features/billing/pages/history-pages.tsx')).AdminItemOrdersPage,
            ),
          },
          {
            path: 'items',
            element: lazyPage(
              async () => (await import('#web/features/billing/pages/admin-items-page.tsx')).AdminItemsPage,
            ),
          },
          {
            path: 'packages',
            element: lazyPage(
              async () =>
                (await import('#web/features/billing/pages/admin-packages-page.tsx')).AdminPackagesPage,
            ),
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
