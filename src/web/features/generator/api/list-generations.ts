import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { generationListSchema } from '#shared/generator/schemas.ts'
import { apiGet } from '#web/lib/api.ts'

export const generationsQueryKey = ['generations'] as const
export const GALLERY_PAGE_SIZE = 12
const PENDING_REFETCH_MS = 2000

/** GET /api/generations: the caller's own thumbnails, newest first. */
export const useGenerations = (page: number, pageSize = GALLERY_PAGE_SIZE) =>
  useQuery({
    queryKey: [...generationsQueryKey, { page, pageSize }],
    queryFn: ({ signal }) =>
      apiGet(
        `/api/generations?${new URLSearchParams({ page: String(page), pageSize: String(pageSize) })}`,
        generationListSchema,
        signal,
      ),
    placeholderData: keepPreviousData,
    // A queued run's images are made by workers after the page loaded; ask again until they are.
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.status === 'pending') ? PENDING_REFETCH_MS : false,
  })
