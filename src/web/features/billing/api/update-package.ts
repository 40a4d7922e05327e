import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PackageInput } from '#shared/billing/packages.ts'
import { packagesQueryKeys } from '#web/features/billing/api/get-packages.ts'
import { apiRequest } from '#web/lib/api.ts'

/** Admin PUT /api/packages/{id}. */
export function useUpdatePackage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: PackageInput }) =>
      apiRequest(`/api/packages/${encodeURIComponent(id)}`, { method: 'PUT', body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: packagesQueryKeys.all }),
  })
}
