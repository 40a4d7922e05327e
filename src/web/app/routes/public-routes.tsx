import type { RouteObject } from 'react-router'
import { GuestOnly } from '#web/app/guards/guest-only.tsx'
import { lazyPage } from '#web/app/lazy-page.tsx'
import { NotFoundPage } from '#web/app/pages/not-found-page.tsx'
import { lazyRoute, redirectRoute } from '#web/app/routes/route-helpers.tsx'
import { paths } from '#web/config/paths.ts'
import { HomePage } from '#web/features/content/pages/home-page.tsx'

/** The public frame's pages: home (in the entry chunk), sign-in, checkout and the shop. */
export const publicRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  lazyRoute(
    paths.about.path,
    async () => (await import('#web/features/content/pages/about-page.tsx')).AboutPage,
  ),
  lazyRoute(
    paths.pricing.path,
    async () => (await import('#web/features/content/pages/pricing-page.tsx')).PricingPage,
  ),
  lazyRoute(
    paths.terms.path,
    async () => (await import('#web/features/content/pages/legal-page.tsx')).TermsPage,
  ),
  lazyRoute(
    paths.privacy.path,
    async () => (await import('#web/features/content/pages/legal-page.tsx')).PrivacyPage,
  ),
  lazyRoute(
    paths.contact.path,
    async () => (await import('#web/features/content/pages/contact-page.tsx')).ContactPage,
  ),
  {
    element: <GuestOnly />,
    children: [
      lazyRoute(
        paths.login.path,
        async () => (await import('#web/features/auth/pages/login-page.tsx')).LoginPage,
      ),
      lazyRoute(
        paths.register.path,
        async () => (await import('#web/features/auth/pages/register-page.tsx')).RegisterPage,
      ),
    ],
  },
  lazyRoute(
    paths.resetPassword.path,
    async () => (await import('#web/features/auth/pages/reset-password-page.tsx')).ResetPasswordPage,
  ),
  lazyRoute(
    paths.newPassword.path,
    async () => (await import('#web/features/auth/pages/new-password-page.tsx')).NewPasswordPage,
  ),
  {
    // Checkout and payment: login required, inside the public frame (customer-side.md §2).
    element: lazyPage(
      async () => (await import('#web/features/billing/pages/checkout-frame.tsx')).CheckoutFrame,
    ),
    children: [
      lazyRoute(
        paths.buy.path,
        async () => (await import('#web/features/billing/pages/buy-page.tsx')).BuyPage,
      ),
      lazyRoute(
        paths.itemBuy.path,
        async () => (await import('#web/features/billing/pages/item-buy-page.tsx')).ItemBuyPage,
      ),
      lazyRoute(
        paths.premium.path,
        async () => (await import('#web/features/billing/pages/premium-page.tsx')).PremiumPage,
      ),
      lazyRoute(
        paths.payNow.path,
        async () => (await import('#web/features/billing/pages/pay-now-page.tsx')).PayNowPage,
      ),
      lazyRoute(
        paths.itemPayNow.path,
        async () => (await import('#web/features/billing/pages/item-pay-now-page.tsx')).ItemPayNowPage,
      ),
    ],
  },
  // Account Settings for every signed-in user (the page guards itself: visitors go to /login).
  lazyRoute(
    paths.updateProfile.path,
    async () => (await import('#web/features/users/pages/update-profile-page.tsx')).UpdateProfilePage,
  ),
  lazyRoute(
    paths.items.path,
    async () => (await import('#web/features/billing/pages/items-page.tsx')).ItemsPage,
  ),
  redirectRoute(paths.forgotPassword.path, paths.resetPassword.getHref()),
  { path: '*', element: <NotFoundPage /> },
]
