import { useDeferredValue } from 'react'
import { Outlet } from 'react-router'
import { DemoPaymentsNotice } from '#web/app/layouts/demo-payments-notice.tsx'
import { ScrollToTop } from '#web/app/scroll-to-top.tsx'
import { useShopPaymentsSettled } from '#web/lib/shop-payments.ts'

/**
 * Wraps every page: the skip link first in tab order, scroll-to-top, and the demo-payments bar.
 * The page waits for the shop's payment mode (one small cached answer, fetched alongside the
 * session and the page's own data): a bar appearing above a page already on screen would push
 * all of it down (a layout shift).
 * The whole page renders once that answer is in. The answer comes through the query cache, whose
 * updates React renders in one go; deferred, the page's first render runs in slices the browser
 * can interleave with other work instead of one long task (Lighthouse's total blocking time).
 */
export function RootLayout() {
  const paymentsKnown = useDeferredValue(useShopPaymentsSettled())
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-surface px-4 py-2 font-semibold text-ink shadow-card focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <ScrollToTop />
      {paymentsKnown ? (
        <>
          <DemoPaymentsNotice />
          <Outlet />
        </>
      ) : (
        <div aria-busy="true" className="min-h-svh" />
      )}
    </>
  )
}
