import { useMutation, useQueryClient } from '@tanstack/react-query'
import { invalidateKeyViews } from '#web/features/generator/api/save-gemini-key.ts'
import { apiRequest } from '#web/lib/api.ts'

/** DELETE /api/gemini-keys/{id}. */
export function useDeleteGeminiKey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest(`/api/gemini-keys/${encodeURIComponent(id)}`, { method: 'DELETE' })
    },
    onSuccess: () => invalidateKeyViews(queryClient),
  })
}
