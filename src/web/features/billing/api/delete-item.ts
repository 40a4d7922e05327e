import { useMutation, useQueryClient } from '@tanstack/react-query'
import { itemsQueryKey } from '#web/features/billing/api/get-items.ts'
import { apiRequest } from '#web/lib/api.ts'

/** Admin DELETE /api/items/{id}. */
export function useDeleteItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/items/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: itemsQueryKey }),
  })
}
