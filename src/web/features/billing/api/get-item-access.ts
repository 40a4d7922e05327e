import { useQuery } from '@tanstack/react-query'
import { itemAccessSchema } from '#shared/billing/items.ts'
import { itemsQueryKey } from '#web/features/billing/api/get-items.ts'
import { apiGet } from '#web/lib/api.ts'

/** GET /api/items/{itemId}/access: the access URL and guidelines, for a paid buyer only (403 otherwise). */
export const useItemAccess = (itemId: string) =>
  useQuery({
    queryKey: [...itemsQueryKey, 'access', itemId],
    queryFn: ({ signal }) =>
      apiGet(`/api/items/${encodeURIComponent(itemId)}/access`, itemAccessSchema, signal),
    enabled: itemId !== '',
  })

/** GET /api/item-orders/{orderId}/access: one order's item; for an admin, a read-only preview of any order's. */
export const useOrderItemAccess = (orderId: string | null) =>
  useQuery({
    queryKey: [...itemsQueryKey, 'order-access', orderId],
    queryFn: ({ signal }) =>
      apiGet(`/api/item-orders/${encodeURIComponent(orderId ?? '')}/access`, itemAccessSchema, signal),
    enabled: orderId !== null,
  })
