import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { showcaseCandidatesSchema, showcaseImageSchema } from '#shared/content/showcase.ts'
import { showcaseQueryKey } from '#web/features/content/api/get-showcase.ts'
import { apiGet, apiRequest } from '#web/lib/api.ts'

export const showcaseCandidatesQueryKey = ['content', 'showcase', 'candidates'] as const

/** GET /api/showcase/candidates (admin): results their creators allowed, not shown yet. */
export const useShowcaseCandidates = () =>
  useQuery({
    queryKey: showcaseCandidatesQueryKey,
    queryFn: ({ signal }) => apiGet('/api/showcase/candidates', showcaseCandidatesSchema, signal),
  })

/** Both lists change together: an added result leaves the candidates, a removed one may come back. */
function useRefreshShowcase() {
  const queryClient = useQueryClient()
  return () => void queryClient.invalidateQueries({ queryKey: showcaseQueryKey })
}

/** POST /api/showcase/items (admin). */
export function useAddShowcaseItem() {
  const refresh = useRefreshShowcase()
  return useMutation({
    mutationFn: async (generationId: string) =>
      showcaseImageSchema.parse(
        await apiRequest('/api/showcase/items', { method: 'POST', body: { generationId } }),
      ),
    onSettled: refresh,
  })
}

/** DELETE /api/showcase/items/{id} (admin). */
export function useRemoveShowcaseItem() {
  const refresh = useRefreshShowcase()
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/showcase/items/${id}`, { method: 'DELETE' }),
    onSettled: refresh,
  })
}
