import { useMutation } from '@tanstack/react-query'
import type { ResetRequestInput } from '#shared/auth/schemas.ts'
import { paths } from '#web/config/paths.ts'
import { apiPost } from '#web/lib/api.ts'

/**
 * better-auth e-mails a link that lands on /new-password?token=… . It answers 200 for any address,
 * so the page never learns (or reveals) whether an account exists.
 */
export const requestPasswordReset = ({ email }: ResetRequestInput) =>
  apiPost('/api/auth/request-password-reset', { email, redirectTo: paths.newPassword.getHref() })

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset })
