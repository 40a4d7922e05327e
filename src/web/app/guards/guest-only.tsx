import { useRef } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { PageLoader } from '#web/components/ui/spinner.tsx'
import { useMe } from '#web/lib/session/me-query.ts'
import { returnToFrom } from '#web/lib/session/return-to.ts'

/**
 * /login and /register send a signed-in user on (to the remembered origin or the dashboard).
 * While the session is still resolving the form shows, since most visitors here are signed out.
 * Someone who has just signed in or up here keeps the form on screen while they go: the navigation
 * is a transition, so the form stays until the next page's code is in, whereas rendering nothing
 * here would show a blank page for that long (issue 27).
 */
export function GuestOnly() {
  const { me } = useMe()
  const location = useLocation()
  const cameAsGuest = useRef(me === null)
  if (!me) return <Outlet />
  return (
    <>
      <Navigate to={returnToFrom(location.state)} replace />
      {cameAsGuest.current ? <Outlet /> : <PageLoader />}
    </>
  )
}
