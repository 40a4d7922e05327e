import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  type GeminiKeyCreate,
  type GeminiKeyUpdate,
  geminiKeyMutationSchema,
} from '#shared/generator/schemas.ts'
import { aiSettingsQueryKey } from '#web/features/generator/api/get-ai-settings.ts'
import { catalogQueryKey } from '#web/features/generator/api/get-catalog.ts'
import { geminiKeysQueryKey } from '#web/features/generator/api/get-gemini-keys.ts'
import { apiRequest } from '#web/lib/api.ts'

export type SaveGeminiKey = { id: null; body: GeminiKeyCreate } | { id: string; body: GeminiKeyUpdate }

/** POST /api/gemini-keys or PUT /api/gemini-keys/{id}. A blank key on edit keeps the stored one. */
export function useSaveGeminiKey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, body }: SaveGeminiKey) =>
      geminiKeyMutationSchema.parse(
        id === null
          ? await apiRequest('/api/gemini-keys', { method: 'POST', body })
          : await apiRequest(`/api/gemini-keys/${encodeURIComponent(id)}`, { method: 'PUT', body }),
      ),
    onSuccess: () => invalidateKeyViews(queryClient),
  })
}

/** Keys decide which provider runs, so the settings and the generator's provider note go stale too. */
export function invalidateKeyViews(queryClient: ReturnType<typeof useQueryClient>) {
  void queryClient.invalidateQueries({ queryKey: geminiKeysQueryKey })
  void queryClient.invalidateQueries({ queryKey: aiSettingsQueryKey })
  void queryClient.invalidateQueries({ queryKey: catalogQueryKey })
}
