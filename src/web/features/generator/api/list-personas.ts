import { useQuery } from '@tanstack/react-query'
import { personaListSchema } from '#shared/personas/schemas.ts'
import { apiGet } from '#web/lib/api.ts'

/** The same key the personas page keeps its list under, so a change there refreshes the picker. */
export const personasQueryKey = ['personas'] as const

/** GET /api/personas: the caller's personas, oldest first, for the generator's persona picker. */
export const usePersonas = () =>
  useQuery({
    queryKey: personasQueryKey,
    queryFn: ({ signal }) => apiGet('/api/personas', personaListSchema, signal),
  })
