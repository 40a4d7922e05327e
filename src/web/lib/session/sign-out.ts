import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { useNavigate } from 'react-router'
import { authMessages } from '#shared/auth/messages.ts'
import { paths } from '#web/config/paths.ts'
import { apiPost, isNetworkError } from '#web/lib/api.ts'
import { forgetSession } from '#web/lib/session/me-query.ts'
import { notifyError } from '#web/lib/toast.ts'

/** The session watcher leaves this sign-out alone: a 401 while it runs is not a session ending elsewhere. */
export const signOutKey = ['sign-out'] as const

async function signOut(): Promise<void> {
  try {
    await apiPost('/api/auth/sign-out', {})
  } catch (error) {
    // Any server answer (e.g. the session had already expired) still ends the session here;
    // only an unreachable server leaves the cookie in place, and then we must not pretend otherwise.
    if (isNetworkError(error)) throw error
  }
}

/**
 * True from the moment a sign-out here leaves for the home page. react-router renders that
 * navigation in a transition, and the session turning null renders first, while the protected
 * page is still on screen: its guard must not take that for a session ended elsewhere and send the
 * user to /login. A guard that mounts later starts afresh (settleSignOut).
 */
let leaving = false
const leavingListeners = new Set<() => void>()
function setLeaving(value: boolean) {
  if (leaving === value) return
  leaving = value
  for (const listener of leavingListeners) listener()
}
const subscribeLeaving = (listener: () => void) => {
  leavingListeners.add(listener)
  return () => leavingListeners.delete(listener)
}
export const useLeavingAfterSignOut = () => useSyncExternalStore(subscribeLeaving, () => leaving)
export const settleSignOut = () => setLeaving(false)

/** Signs out, leaves for the home page, then drops every cached answer (spec §2: Logout). */
export function useSignOut() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const mutation = useMutation({
    mutationKey: signOutKey,
    mutationFn: signOut,
    onSuccess: async () => {
      setLeaving(true)
      await navigate(paths.home.getHref())
      forgetSession(queryClient)
    },
    onError: () => notifyError(authMessages.networkError),
  })
  return { signOut: () => mutation.mutate(), isSigningOut: mutation.isPending }
}
