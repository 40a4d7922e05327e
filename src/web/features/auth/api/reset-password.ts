import { useMutation } from '@tanstack/react-query'
import { apiPost } from '#web/lib/api.ts'

export type ResetPasswordInput = { token: string; newPassword: string }

/** better-auth: POST /api/auth/reset-password; a used or expired token answers 400 INVALID_TOKEN. */
export const resetPassword = ({ token, newPassword }: ResetPasswordInput) =>
  apiPost('/api/auth/reset-password', { newPassword, token })

export const useResetPassword = () => useMutation({ mutationFn: resetPassword })
