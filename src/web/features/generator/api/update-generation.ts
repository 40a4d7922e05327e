import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type GenerationPatch, generationSchema } from '#shared/generator/schemas.ts'
import { generationsQueryKey } from '#web/features/generator/api/list-generations.ts'
import { apiRequest } from '#web/lib/api.ts'

/** PATCH /api/generations/{id}: new text or overlay, re-rendered on the server at no cost. */
export function useUpdateGeneration() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, patch }: { id: string; patch: GenerationPatch }) =>
      generationSchema.parse(
        await apiRequest(`/api/generations/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch }),
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: generationsQueryKey }),
  })
}
