import { Navigate, Outlet, useLocation } from 'react-router'
import { returnToFrom } from '#web/app/return-to.ts'
import { useMe } from '#web/lib/session/me-query.ts'

/**
 * /login and /register send a signed-in user on (to the remembered origin or the dashboard).
 * While the session is still resolving the form shows, since most visitors here are signed out.
 */
export function GuestOnly() {
  const { me } = useMe()
  const location = useLocation()
  if (me) return <Navigate to={returnToFrom(location.state)} replace />
  return <Outlet />
}
