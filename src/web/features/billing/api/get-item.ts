import { useQuery } from '@tanstack/react-query'
import { itemSchema } from '#shared/billing/items.ts'
import { itemsQueryKey } from '#web/features/billing/api/get-items.ts'
import { apiGet } from '#web/lib/api.ts'

/** GET /api/items/{id}: one catalogue item (item checkout). */
export const useItem = (id: string) =>
  useQuery({
    queryKey: [...itemsQueryKey, 'one', id],
    queryFn: ({ signal }) => apiGet(`/api/items/${encodeURIComponent(id)}`, itemSchema, signal),
  })
