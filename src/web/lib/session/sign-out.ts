import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { authMessages } from '#shared/messages/auth.ts'
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

/** Signs out, leaves for the home page, then drops every cached answer (spec §2: Logout). */
export function useSignOut() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const mutation = useMutation({
    mutationKey: signOutKey,
    mutationFn: signOut,
    onSuccess: async () => {
      // Navigate first: clearing the session while still on a protected page would bounce to /login.
      await navigate('/')
      forgetSession(queryClient)
    },
    onError: () => notifyError(authMessages.networkError),
  })
  return { signOut: () => mutation.mutate(), isSigningOut: mutation.isPending }
}
