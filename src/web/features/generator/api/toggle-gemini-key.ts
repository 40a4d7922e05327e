import { useMutation, useQueryClient } from '@tanstack/react-query'
import { geminiKeyMutationSchema } from '#shared/generator/schemas.ts'
import { invalidateKeyViews } from '#web/features/generator/api/save-gemini-key.ts'
import { apiRequest } from '#web/lib/api.ts'

/** PATCH /api/gemini-keys/{id}/toggle: flips isActive on the server and returns the key. */
export function useToggleGeminiKey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) =>
      geminiKeyMutationSchema.parse(
        await apiRequest(`/api/gemini-keys/${encodeURIComponent(id)}/toggle`, { method: 'PATCH' }),
      ),
    onSuccess: () => invalidateKeyViews(queryClient),
  })
}
