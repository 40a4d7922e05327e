import { Outlet } from 'react-router'
import { DemoPaymentsNotice } from '#web/app/layouts/demo-payments-notice.tsx'
import { ScrollToTop } from '#web/app/scroll-to-top.tsx'

/** Wraps every page: the skip link first in tab order, scroll-to-top, and the demo-payments bar. */
export function RootLayout() {
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-ink shadow-card focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <DemoPaymentsNotice />
      <Outlet />
    </>
  )
}
