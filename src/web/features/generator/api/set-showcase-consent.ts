import { useMutation, useQueryClient } from '@tanstack/react-query'
import { showcaseConsentViewSchema } from '#shared/content/showcase.ts'
import { generationsQueryKey } from '#web/features/generator/api/list-generations.ts'
import { apiRequest } from '#web/lib/api.ts'

/** PUT /api/showcase/consent/{generationId}: the creator allows or revokes one thumbnail in the showcase. */
export function useSetShowcaseConsent(generationId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (allowed: boolean) =>
      showcaseConsentViewSchema.parse(
        await apiRequest(`/api/showcase/consent/${generationId}`, { method: 'PUT', body: { allowed } }),
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: generationsQueryKey }),
  })
}
