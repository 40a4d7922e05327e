import { useQuery } from '@tanstack/react-query'
import { geminiKeyListSchema } from '#shared/generator/schemas.ts'
import { apiGet } from '#web/lib/api.ts'

export const geminiKeysQueryKey = ['admin', 'gemini-keys'] as const

/** GET /api/gemini-keys (admin): names and masks only; the keys never leave the server. */
export const useGeminiKeys = () =>
  useQuery({
    queryKey: geminiKeysQueryKey,
    queryFn: ({ signal }) => apiGet('/api/gemini-keys', geminiKeyListSchema, signal),
  })
