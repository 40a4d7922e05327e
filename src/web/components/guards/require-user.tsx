import { type ReactNode, useEffect } from 'react'
import { Navigate, useLocation } from 'react-router'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { PageLoader } from '#web/components/ui/spinner.tsx'
import { paths } from '#web/config/paths.ts'
import { useMe } from '#web/lib/session/me-query.ts'
import type { ReturnToState } from '#web/lib/session/return-to.ts'
import { settleSignOut, useLeavingAfterSignOut } from '#web/lib/session/sign-out.ts'

/** Protected pages: a loader while the session resolves, /login (remembering where we were) when signed out. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { me, isResolving, isError, refetch } = useMe()
  const location = useLocation()
  // Signing out here: this page stays until home is on screen, and never redirects to /login.
  const leaving = useLeavingAfterSignOut()
  useEffect(settleSignOut, [])
  if (isResolving || (!me && leaving)) return <PageLoader />
  // An unreachable server is not a sign-out: offer a retry instead of bouncing to /login.
  if (!me && isError) {
    return (
      <div className="mx-auto max-w-md space-y-4 px-6 py-24">
        <Alert>We couldn't check your session. Please check your connection and try again.</Alert>
        <Button variant="secondary" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    )
  }
  if (!me) {
    const state: ReturnToState = { from: location.pathname + location.search }
    return <Navigate to={paths.login.getHref()} replace state={state} />
  }
  return children
}
