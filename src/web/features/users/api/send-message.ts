import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SendMessageInput } from '#shared/users/email-messages.ts'
import { apiPost } from '#web/lib/api.ts'
import { messageLogQueryKey } from './get-message-log.ts'

/** POST /api/messages: e-mail one user. */
export function useSendMessage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: SendMessageInput) => apiPost('/api/messages', input),
    onSuccess: (_data, input) =>
      queryClient.invalidateQueries({ queryKey: [...messageLogQueryKey, input.toEmail.toLowerCase()] }),
  })
}
