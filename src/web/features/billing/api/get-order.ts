import { useQuery } from '@tanstack/react-query'
import { itemOrderSchema, orderSchema } from '#shared/billing/orders.ts'
import { type OrderKind, orderPath, ordersQueryKey } from '#web/features/billing/api/order-kind.ts'
import { apiGet } from '#web/lib/api.ts'

/** GET /api/orders/{orderId} (or /api/item-orders/…): someone else's order answers 404. */
export const usePackageOrder = (orderId: string) =>
  useQuery({
    queryKey: [...ordersQueryKey('package'), 'one', orderId],
    queryFn: ({ signal }) => apiGet(orderPath('package', orderId), orderSchema, signal),
  })

export const useItemOrder = (orderId: string) =>
  useQuery({
    queryKey: [...ordersQueryKey('item'), 'one', orderId],
    queryFn: ({ signal }) => apiGet(orderPath('item', orderId), itemOrderSchema, signal),
  })

export type { OrderKind }
