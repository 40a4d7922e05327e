import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PackageInput } from '#shared/billing/packages.ts'
import { packagesQueryKeys } from '#web/features/billing/api/get-packages.ts'
import { apiPost } from '#web/lib/api.ts'

/** Admin POST /api/packages; the server refuses a fourth package (LIMIT_REACHED). */
export function useCreatePackage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: PackageInput) => apiPost('/api/packages', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: packagesQueryKeys.all }),
  })
}
