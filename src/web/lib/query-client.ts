import { QueryClient } from '@tanstack/react-query'
import { isApiError } from '#web/lib/api.ts'

/** A 4xx will not change on retry; only network failures and 5xx get another go. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !(isApiError(error) && error.status < 500) && failureCount < 2,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  })
}
