import { useMutation } from '@tanstack/react-query'
import type { ContactMessageInput } from '#shared/content/schemas.ts'
import { apiPost } from '#web/lib/api.ts'

/** POST /api/contact-messages: stored, then e-mailed to the operator. */
export const useSendContactMessage = () =>
  useMutation({ mutationFn: (input: ContactMessageInput) => apiPost('/api/contact-messages', input) })
