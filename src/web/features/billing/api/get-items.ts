import { useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { adminItemSchema, itemSchema } from '#shared/billing/items.ts'
import { apiGet } from '#web/lib/api.ts'

export const itemsQueryKey = ['items'] as const

/** GET /api/items: the public catalogue (never the access URL or guidelines). */
export const useItems = () =>
  useQuery({
    queryKey: [...itemsQueryKey, 'public'],
    queryFn: ({ signal }) => apiGet('/api/items', z.array(itemSchema), signal),
  })

/** GET /api/items/admin: every field, for the items admin screen. */
export const useAdminItems = () =>
  useQuery({
    queryKey: [...itemsQueryKey, 'admin'],
    queryFn: ({ signal }) => apiGet('/api/items/admin', z.array(adminItemSchema), signal),
  })
