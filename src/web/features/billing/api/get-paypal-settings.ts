import { queryOptions, useQuery } from '@tanstack/react-query'
import { publicPaymentSettingsSchema } from '#shared/billing/payments.ts'
import { apiGet } from '#web/lib/api.ts'
import { useShopPayments } from '#web/lib/shop-payments.ts'

export const paypalSettingsQueryKey = ['paypal-settings'] as const

/** GET /api/paypal-settings: public, never the secret; `available` says whether payments can run. */
export const paypalSettingsQuery = () =>
  queryOptions({
    queryKey: paypalSettingsQueryKey,
    queryFn: ({ signal }) => apiGet('/api/paypal-settings', publicPaymentSettingsSchema, signal),
  })

export const usePaypalSettings = () => useQuery(paypalSettingsQuery())

/** The currency new orders are placed in (the payment settings'), for showing catalogue prices. */
export const useShopCurrency = (): string => useShopPayments()?.currency ?? 'USD'
