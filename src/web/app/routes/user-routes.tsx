import type { RouteObject } from 'react-router'
import { NotFoundPage } from '#web/app/pages/not-found-page.tsx'
import { lazyRoute, redirectIndex } from '#web/app/routes/route-helpers.tsx'
import { paths } from '#web/config/paths.ts'

const user = paths.user

/** The signed-in user's area, under /user (its layout guards it). */
export const userRoutes: RouteObject[] = [
  redirectIndex(user.dashboard.getHref()),
  lazyRoute(
    user.dashboard.path,
    async () => (await import('#web/app/pages/user-dashboard-page.tsx')).UserDashboardPage,
  ),
  lazyRoute(
    user.generateImage.path,
    async () => (await import('#web/features/generator/pages/generate-image-page.tsx')).GenerateImagePage,
  ),
  lazyRoute(
    user.thumbnails.path,
    async () => (await import('#web/features/generator/pages/my-thumbnails-page.tsx')).MyThumbnailsPage,
  ),
  lazyRoute(
    user.personas.path,
    async () => (await import('#web/features/personas/pages/personas-page.tsx')).PersonasPage,
  ),
  lazyRoute(
    user.youtube.path,
    async () => (await import('#web/features/youtube/pages/youtube-page.tsx')).YoutubePage,
  ),
  lazyRoute(
    user.youtubeTest.path,
    async () => (await import('#web/features/youtube/pages/thumbnail-test-page.tsx')).ThumbnailTestPage,
  ),
  lazyRoute(
    user.pendingPayment.path,
    async () => (await import('#web/features/billing/pages/pending-payment-page.tsx')).PendingPaymentPage,
  ),
  lazyRoute(
    user.packagePendingPayment.path,
    async () => (await import('#web/features/billing/pages/pending-payment-page.tsx')).PendingPaymentPage,
  ),
  lazyRoute(
    user.itemPendingPayment.path,
    async () => (await import('#web/features/billing/pages/pending-payment-page.tsx')).ItemPendingPaymentPage,
  ),
  lazyRoute(
    user.orders.path,
    async () => (await import('#web/features/billing/pages/orders-page.tsx')).UserOrdersPage,
  ),
  lazyRoute(
    user.subscriptionHistory.path,
    async () => (await import('#web/features/billing/pages/history-pages.tsx')).SubscriptionHistoryPage,
  ),
  lazyRoute(
    user.ordersHistory.path,
    async () => (await import('#web/features/billing/pages/history-pages.tsx')).OrdersHistoryPage,
  ),
  lazyRoute(
    user.selectPackage.path,
    async () => (await import('#web/features/billing/pages/select-package-page.tsx')).SelectPackagePage,
  ),
  lazyRoute(
    user.credits.path,
    async () => (await import('#web/features/billing/pages/credits-page.tsx')).CreditsPage,
  ),
  lazyRoute(
    user.support.path,
    async () => (await import('#web/features/support/pages/user-support-page.tsx')).UserSupportPage,
  ),
  lazyRoute(
    user.createSupport.path,
    async () => (await import('#web/features/support/pages/create-support-page.tsx')).CreateSupportPage,
  ),
  { path: '*', element: <NotFoundPage /> },
]
