import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { RegisterInput } from '#shared/auth/schemas.ts'
import { apiPost } from '#web/lib/api.ts'
import { markNewAccount } from '#web/lib/session/first-visit.ts'
import { refreshMe } from '#web/lib/session/me-query.ts'
import { notifySuccess } from '#web/lib/toast.ts'

/** better-auth: POST /api/auth/sign-up/email creates the account and signs it in. */
export const signUp = ({ name, email, password }: RegisterInput) =>
  apiPost('/api/auth/sign-up/email', { name, email, password })

export function useSignUp() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: RegisterInput) => {
      await signUp(input)
      markNewAccount(input.email)
      await refreshMe(queryClient)
    },
    // Here rather than in the form: the form may already be gone (GuestOnly redirects a signed-in user).
    onSuccess: () => notifySuccess('Account created successfully. Welcome to Thumbforge!'),
  })
}
