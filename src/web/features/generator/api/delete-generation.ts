import { useMutation, useQueryClient } from '@tanstack/react-query'
import { generationsQueryKey } from '#web/features/generator/api/list-generations.ts'
import { apiRequest } from '#web/lib/api.ts'

/** DELETE /api/generations/{id}. */
export function useDeleteGeneration() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest(`/api/generations/${encodeURIComponent(id)}`, { method: 'DELETE' })
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: generationsQueryKey }),
  })
}
