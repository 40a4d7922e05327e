import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { outboxPageSchema } from '#shared/admin/outbox.ts'
import { apiGet } from '#web/lib/api.ts'

export const OUTBOX_PAGE_SIZE = 20

/** GET /api/admin/outbox (admin only): mail the app queued, newest first. */
export const getOutbox = (page: number, pageSize: number, signal?: AbortSignal) =>
  apiGet(
    `/api/admin/outbox?${new URLSearchParams({ page: String(page), pageSize: String(pageSize) })}`,
    outboxPageSchema,
    signal,
  )

export const useOutbox = (page: number, pageSize = OUTBOX_PAGE_SIZE) =>
  useQuery({
    queryKey: ['admin', 'outbox', { page, pageSize }],
    queryFn: ({ signal }) => getOutbox(page, pageSize, signal),
    placeholderData: keepPreviousData,
  })
