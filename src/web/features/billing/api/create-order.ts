import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import type { BillingFields } from '#shared/billing/orders.ts'
import { BILLING_DETAILS_KEY } from '#web/features/billing/api/get-billing-details.ts'
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
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ordersQueryKey(kind) })
      // The next checkout pre-fills what this order was just billed to.
      await queryClient.invalidateQueries({ queryKey: [BILLING_DETAILS_KEY] })
    },
  })
}
