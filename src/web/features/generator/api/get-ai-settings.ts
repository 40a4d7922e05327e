import { useQuery } from '@tanstack/react-query'
import { aiSettingsSchema } from '#shared/generator/schemas.ts'
import { apiGet } from '#web/lib/api.ts'

export const aiSettingsQueryKey = ['admin', 'ai-settings'] as const

/** GET /api/ai-settings (admin): provider choice, models, and what `auto` resolves to now. */
export const useAiSettings = () =>
  useQuery({
    queryKey: aiSettingsQueryKey,
    queryFn: ({ signal }) => apiGet('/api/ai-settings', aiSettingsSchema, signal),
  })
