import type { QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { authMessages } from '#shared/auth/messages.ts'
import type { Me } from '#shared/users/me.ts'
import { onAuthFailure } from '#web/lib/api.ts'
import { forgetSession, meQueryKey, onSessionGone, refreshMe } from '#web/lib/session/me-query.ts'
import { signOutKey } from '#web/lib/session/sign-out.ts'
import { notifyError } from '#web/lib/toast.ts'

// Their 401 is a wrong password or an already-ended session that the sign-out flow handles itself.
const OWN_401_PATHS = ['/api/auth/sign-in/', '/api/auth/sign-up/', '/api/auth/sign-out']

/**
 * The session can end elsewhere: it expires, another device signs out everywhere, a password reset
 * revokes it, or an admin deletes or demotes the account. The API then answers 401 (or 403 for a
 * lost role), and `/api/me` answers null; this turns either into the signed-out (or demoted) state
 * before the caller sees the error. The guards do the rest: /login remembering the page, or Not
 * Authorized for an ex-admin.
 */
export function watchSession(queryClient: QueryClient): () => void {
  const sessionEnded = () => {
    // Signing out here: requests still in flight answer 401, and the sign-out itself tidies up.
    if (queryClient.isMutating({ mutationKey: signOutKey }) > 0) return
    // Drops `me` and every cached answer (the page's own query with it, silently), so the next
    // render is the guard's redirect, never the page's 'Could not load …'.
    forgetSession(queryClient)
    notifyError(authMessages.sessionEnded)
  }
  const stopGone = onSessionGone(sessionEnded)
  const stopFailures = onAuthFailure(async ({ status, path }) => {
    // Nobody signed in: a 401 is simply expected.
    if (!queryClient.getQueryData<Me | null>(meQueryKey)) return
    if (status === 401) {
      if (!OWN_401_PATHS.some((own) => path.startsWith(own))) sessionEnded()
      return
    }
    // A 403 while signed in may mean the role changed; reload the user first so the admin guard
    // answers with Not Authorized. It does not call the API, so nothing can loop.
    await refreshMe(queryClient)
  })
  return () => {
    stopGone()
    stopFailures()
  }
}

/** Watches for as long as the app (or a test's tree) is mounted. */
export function useSessionWatch(queryClient: QueryClient) {
  useEffect(() => watchSession(queryClient), [queryClient])
}
