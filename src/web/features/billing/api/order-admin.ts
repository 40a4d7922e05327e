import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  orderDetailSchema,
  type RefundInput,
  receiptSchema,
  refundResultSchema,
  type SellerSettings,
  sellerSettingsSchema,
} from '#shared/billing/order-admin.ts'
import { apiGet, apiRequest } from '#web/lib/api.ts'

const enc = encodeURIComponent
export const orderDetailKey = (orderId: string) => ['admin', 'order', orderId] as const

/** GET /api/admin/orders/{orderId}: the order page (admin). */
export const useOrderDetail = (orderId: string) =>
  useQuery({
    queryKey: orderDetailKey(orderId),
    queryFn: ({ signal }) => apiGet(`/api/admin/orders/${enc(orderId)}`, orderDetailSchema, signal),
  })

/** POST /api/admin/orders/{orderId}/refund: PayPal refunds it; the credits come back once. */
export function useRefundOrder(orderId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: RefundInput) =>
      refundResultSchema.parse(
        await apiRequest(`/api/admin/orders/${enc(orderId)}/refund`, { method: 'POST', body: input }),
      ),
    onSuccess: (result) => {
      queryClient.setQueryData(orderDetailKey(orderId), result.detail)
      // Every list showing this order, its buyer's balance or ledger is now out of date.
      void queryClient.invalidateQueries({ queryKey: ['orders'] })
      void queryClient.invalidateQueries({ queryKey: ['admin', 'users'] })
    },
  })
}

/** POST /api/admin/orders/{orderId}/receipt: e-mail the receipt again. */
export const useResendReceipt = (orderId: string) =>
  useMutation({
    mutationFn: () => apiRequest(`/api/admin/orders/${enc(orderId)}/receipt`, { method: 'POST', body: {} }),
  })

/** GET /api/receipts/{orderId}: a paid order's receipt (its buyer, or an admin). */
export const useReceipt = (orderId: string) =>
  useQuery({
    queryKey: ['receipt', orderId],
    queryFn: ({ signal }) => apiGet(`/api/receipts/${enc(orderId)}`, receiptSchema, signal),
    retry: false,
  })

const sellerKey = ['admin', 'receipt-settings'] as const

export const useSellerSettings = () =>
  useQuery({
    queryKey: sellerKey,
    queryFn: ({ signal }) => apiGet('/api/receipt-settings', sellerSettingsSchema, signal),
  })

export function useSaveSellerSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: SellerSettings) =>
      sellerSettingsSchema.parse(await apiRequest('/api/receipt-settings', { method: 'PUT', body: input })),
    onSuccess: (saved) => queryClient.setQueryData(sellerKey, saved),
  })
}
