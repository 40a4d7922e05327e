import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query'
import {
  SETUP_ITEMS,
  type SetupItemId,
  setupCheckSchema,
  testMailResultSchema,
} from '#shared/admin/setup-checklist.ts'
import { apiGet, apiPost } from '#web/lib/api.ts'

const checkKey = (id: SetupItemId) => ['admin', 'setup-checklist', id] as const
const checkUrl = (id: SetupItemId, fresh: boolean) =>
  `/api/admin/setup-checklist/${id}${fresh ? '?fresh=1' : ''}`

/** One GET /api/admin/setup-checklist/{id} per item: each shows as soon as its own check answers. */
export const useSetupChecks = () =>
  useQueries({
    queries: SETUP_ITEMS.map((item) => ({
      queryKey: checkKey(item.id),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiGet(checkUrl(item.id, false), setupCheckSchema, signal),
      // The server keeps a result a minute; asking more often would only get the same answer.
      staleTime: 60_000,
    })),
  })

/** Checks one item again now (?fresh=1), after the operator changed its setting. */
export function useRecheck() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: SetupItemId) => apiGet(checkUrl(id, true), setupCheckSchema),
    onSuccess: (result) => queryClient.setQueryData(checkKey(result.id), result),
  })
}

/** POST /api/admin/setup-checklist/test-mail: a test mail to the signed-in admin over SMTP. */
export function useSendTestMail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => testMailResultSchema.parse(await apiPost('/api/admin/setup-checklist/test-mail')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: checkKey('smtp') }),
  })
}
