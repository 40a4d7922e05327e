import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiPost } from '#web/lib/api.ts'
import { forgetSession } from '#web/lib/session/me-query.ts'

export type ResetPasswordInput = { token: string; newPassword: string }

/** better-auth: POST /api/auth/reset-password; a used or expired token answers 400 INVALID_TOKEN. */
export const resetPassword = ({ token, newPassword }: ResetPasswordInput) =>
  apiPost('/api/auth/reset-password', { newPassword, token })

/**
 * A reset revokes the account's sessions (revokeSessionsOnPasswordReset), and the next step is to
 * sign in with the new password: drop a session this browser still had, or /login would bounce
 * the "signed-in" user on to the dashboard and into a 401.
 */
export function useResetPassword() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: resetPassword, onSuccess: () => forgetSession(queryClient) })
}
