import { Outlet } from 'react-router'
import { RequireUser } from '#web/components/guards/require-user.tsx'

/** Checkout, payment and premium pages sit inside the public frame (header and footer) but need a sign-in. */
export function CheckoutFrame() {
  return (
    <RequireUser>
      <Outlet />
    </RequireUser>
  )
}
