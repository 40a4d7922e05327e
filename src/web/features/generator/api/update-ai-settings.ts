import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type AiSettingsUpdate, aiSettingsSchema } from '#shared/generator/schemas.ts'
import { aiSettingsQueryKey } from '#web/features/generator/api/get-ai-settings.ts'
import { catalogQueryKey } from '#web/features/generator/api/get-catalog.ts'
import { apiRequest } from '#web/lib/api.ts'

/** PUT /api/ai-settings (admin). */
export function useUpdateAiSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: AiSettingsUpdate) =>
      aiSettingsSchema.parse(await apiRequest('/api/ai-settings', { method: 'PUT', body })),
    onSuccess: (settings) => {
      queryClient.setQueryData(aiSettingsQueryKey, settings)
      void queryClient.invalidateQueries({ queryKey: catalogQueryKey })
    },
  })
}
