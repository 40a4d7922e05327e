import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { LoginInput } from '#shared/auth/schemas.ts'
import { apiPost } from '#web/lib/api.ts'
import { refreshMe } from '#web/lib/session/me-query.ts'
import { notifySuccess } from '#web/lib/toast.ts'

/** better-auth: POST /api/auth/sign-in/email sets the session cookie. */
export const signIn = ({ email, password }: LoginInput) =>
  apiPost('/api/auth/sign-in/email', { email, password })

export function useSignIn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      await signIn(input)
      // Load the new user before anyone navigates, so guards see them at once.
      await refreshMe(queryClient)
    },
    // Here rather than in the form: the form may already be gone (GuestOnly redirects a signed-in user).
    onSuccess: () => notifySuccess('Signed in successfully.'),
  })
}
