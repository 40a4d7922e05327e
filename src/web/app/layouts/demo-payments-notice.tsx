import { FlaskConical } from 'lucide-react'
import { Link } from 'react-router'
import { isAdmin } from '#shared/common/roles.ts'
import { paths } from '#web/config/paths.ts'
import { useMe } from '#web/lib/session/me-query.ts'
import { useShopPayments } from '#web/lib/shop-payments.ts'

/**
 * A slim bar above every page while simulated payments are on, so nobody mistakes the Simulate
 * button for a real purchase, and an operator who left demo mode on sees it at once. On phones it
 * keeps to one short line and scrolls away with the page.
 */
export function DemoPaymentsNotice() {
  const demo = useShopPayments()?.demo === true
  const { me } = useMe()
  if (!demo) return null
  return (
    <section
      aria-label="Demo payments"
      className="border-b border-amber-300 bg-amber-100 px-4 py-1 text-center text-xs text-amber-950 sm:text-sm"
    >
      <FlaskConical aria-hidden="true" className="mr-1.5 inline size-3.5 align-[-2px]" />
      <strong>Demo payments</strong>
      <span className="hidden sm:inline">
        : purchases are simulated. No money is taken and nothing is real.
      </span>
      <span className="sm:hidden">: no real money.</span>
      {isAdmin(me?.role) && (
        <>
          {' '}
          <Link
            to={paths.admin.settingsPanel.getHref('paypal')}
            className="font-semibold underline underline-offset-2 hover:text-amber-800"
          >
            Set up PayPal
          </Link>
        </>
      )}
    </section>
  )
}
