import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import type { BillingFields } from '#shared/schemas/orders.ts'
import { type OrderKind, orderApiBase, ordersQueryKey } from '#web/features/billing/api/order-kind.ts'
import { apiPost } from '#web/lib/api.ts'

const createdSchema = z.object({ orderId: z.string() })

/**
 * POST /api/orders {packageId, …} or /api/item-orders {itemId, …}. The server prices the order;
 * the browser only says what to buy and where to bill it.
 */
export function useCreateOrder(kind: OrderKind) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ productId, billing }: { productId: string; billing: BillingFields }) =>
      createdSchema.parse(
        await apiPost(orderApiBase(kind), {
          ...(kind === 'package' ? { packageId: productId } : { itemId: productId }),
          ...billing,
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey(kind) }),
  })
}
