import { useMutation, useQueryClient } from '@tanstack/react-query'
import { packagesQueryKey } from '#web/features/billing/api/get-packages.ts'
import { apiRequest } from '#web/lib/api.ts'

/** Admin DELETE /api/packages/{id}. */
export function useDeletePackage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/packages/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: packagesQueryKey }),
  })
}
