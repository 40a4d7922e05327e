import { useMutation, useQueryClient } from '@tanstack/react-query'
import { packageDeleteResultSchema } from '#shared/billing/packages.ts'
import { packagesQueryKeys } from '#web/features/billing/api/get-packages.ts'
import { apiRequest } from '#web/lib/api.ts'

/** Admin DELETE /api/packages/{id}: `archived` says whether orders kept it (decision 008). */
export function useDeletePackage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) =>
      packageDeleteResultSchema.parse(
        await apiRequest(`/api/packages/${encodeURIComponent(id)}`, { method: 'DELETE' }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: packagesQueryKeys.all }),
  })
}
