import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type OrderKind, orderPath, ordersQueryKey } from '#web/features/billing/api/order-kind.ts'
import { apiRequest } from '#web/lib/api.ts'

/** Admin DELETE of a pending order; the server refuses anything already paid. */
export function useDeleteOrder(kind: OrderKind) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (orderId: string) => apiRequest(orderPath(kind, orderId), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey(kind) }),
  })
}
