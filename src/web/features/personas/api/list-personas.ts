import { useQuery } from '@tanstack/react-query'
import { personaListSchema } from '#shared/personas/schemas.ts'
import { apiGet } from '#web/lib/api.ts'

export const personasQueryKey = ['personas'] as const

/** GET /api/personas: the caller's own personas, oldest first, each with its photos. */
export const usePersonas = () =>
  useQuery({
    queryKey: personasQueryKey,
    queryFn: ({ signal }) => apiGet('/api/personas', personaListSchema, signal),
  })
