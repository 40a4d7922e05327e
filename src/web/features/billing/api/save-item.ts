import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ItemInput } from '#shared/billing/items.ts'
import { itemsQueryKey } from '#web/features/billing/api/get-items.ts'
import { apiRequest } from '#web/lib/api.ts'

/** Admin POST /api/items (no id) or PUT /api/items/{id}. */
export function useSaveItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ItemInput }) =>
      id
        ? apiRequest(`/api/items/${encodeURIComponent(id)}`, { method: 'PUT', body: input })
        : apiRequest('/api/items', { method: 'POST', body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: itemsQueryKey }),
  })
}
