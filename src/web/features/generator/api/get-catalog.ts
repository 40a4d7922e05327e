import { useQuery } from '@tanstack/react-query'
import { catalogSchema } from '#shared/generator/schemas.ts'
import { apiGet } from '#web/lib/api.ts'

export const catalogQueryKey = ['generator', 'catalog'] as const

/** GET /api/generator/catalog: categories with templates, reference styles and the provider that will run. */
export const useCatalog = () =>
  useQuery({
    queryKey: catalogQueryKey,
    queryFn: ({ signal }) => apiGet('/api/generator/catalog', catalogSchema, signal),
  })
