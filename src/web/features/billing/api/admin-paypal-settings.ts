import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { adminPaymentSettingsSchema, type PaymentSettingsInput } from '#shared/billing/payments.ts'
import { paypalSettingsQueryKey } from '#web/features/billing/api/get-paypal-settings.ts'
import { apiGet, apiRequest } from '#web/lib/api.ts'
import { shopPaymentsQueryKey } from '#web/lib/shop-payments.ts'

const adminKey = [...paypalSettingsQueryKey, 'admin'] as const

/** GET /api/paypal-settings/admin: the Paypal Setup panel's view (secret masked, never sent). */
export const useAdminPaypalSettings = () =>
  useQuery({
    queryKey: adminKey,
    queryFn: ({ signal }) => apiGet('/api/paypal-settings/admin', adminPaymentSettingsSchema, signal),
  })

function useSettingsMutation(send: (input?: PaymentSettingsInput) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input?: PaymentSettingsInput) => adminPaymentSettingsSchema.parse(await send(input)),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKey, saved)
      void queryClient.invalidateQueries({ queryKey: paypalSettingsQueryKey, exact: true })
      void queryClient.invalidateQueries({ queryKey: shopPaymentsQueryKey })
    },
  })
}

/** Admin PUT /api/paypal-settings; a blank client secret keeps the stored one. */
export const useSavePaypalSettings = () =>
  useSettingsMutation((input) => apiRequest('/api/paypal-settings', { method: 'PUT', body: input }))

/** Admin POST /api/paypal-settings/reset. */
export const useResetPaypalSettings = () =>
  useSettingsMutation(() => apiRequest('/api/paypal-settings/reset', { method: 'POST', body: {} }))
