import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { MESSAGE_LOG_PAGE_SIZE } from '#shared/users/constants.ts'
import { messageLogPageSchema } from '#shared/users/email-messages.ts'
import { apiGet } from '#web/lib/api.ts'

export const messageLogQueryKey = ['admin', 'message-log'] as const

/** GET /api/messages?to=: what was sent to one address, newest first, 5 per page. */
export const useMessageLog = (to: string | null, page: number) =>
  useQuery({
    queryKey: [...messageLogQueryKey, to?.toLowerCase() ?? '', page],
    queryFn: ({ signal }) =>
      apiGet(
        `/api/messages?${new URLSearchParams({ to: to ?? '', page: String(page), pageSize: String(MESSAGE_LOG_PAGE_SIZE) })}`,
        messageLogPageSchema,
        signal,
      ),
    enabled: Boolean(to),
    placeholderData: keepPreviousData,
  })
