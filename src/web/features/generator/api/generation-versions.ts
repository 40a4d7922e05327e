import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { generationVersionListSchema } from '#shared/generator/generation-versions.ts'
import { type GenerationPatch, generationSchema } from '#shared/generator/schemas.ts'
import { generationsQueryKey } from '#web/features/generator/api/list-generations.ts'
import { apiBlob, apiGet, apiPost } from '#web/lib/api.ts'

const generationPath = (id: string) => `/api/generations/${encodeURIComponent(id)}`

/** Under the generations key, so every edit or restore that refreshes the gallery refreshes these too. */
export const versionsQueryKey = (id: string) => [...generationsQueryKey, id, 'versions'] as const

/**
 * GET /api/generations/{id}/versions: the versions of a thumbnail's free re-edits, oldest first.
 * Asked only when the thumbnail has more than one (`generation.versions`).
 */
export const useGenerationVersions = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: versionsQueryKey(id),
    queryFn: ({ signal }) => apiGet(`${generationPath(id)}/versions`, generationVersionListSchema, signal),
    enabled,
  })

/** POST /api/generations/{id}/versions/{number}/restore: that version becomes the current image. */
export function useRestoreVersion() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, number }: { id: string; number: number }) =>
      generationSchema.parse(await apiPost(`${generationPath(id)}/versions/${number}/restore`)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: generationsQueryKey }),
  })
}

/** POST /api/generations/{id}/preview: the edit drawn over the thumbnail's own background, as a JPEG. */
export const fetchEditPreview = (id: string) => (patch: GenerationPatch, signal: AbortSignal) =>
  apiBlob(`${generationPath(id)}/preview`, { method: 'POST', body: patch, signal })
