import { useQuery } from '@tanstack/react-query'
import { lastBillingDetailsSchema } from '#shared/billing/orders.ts'
import { apiGet } from '#web/lib/api.ts'

/** Keyed by the account, so a second person signing in on this browser never sees the first's. */
export const BILLING_DETAILS_KEY = 'billing-details'
const billingDetailsQueryKey = (userId: string | undefined) => [BILLING_DETAILS_KEY, userId ?? ''] as const

/** GET /api/billing-details: what my last order was billed to (null before my first), for checkout. */
export const useLastBillingDetails = (userId: string | undefined) =>
  useQuery({
    queryKey: billingDetailsQueryKey(userId),
    queryFn: ({ signal }) => apiGet('/api/billing-details', lastBillingDetailsSchema, signal),
    enabled: Boolean(userId),
    // A pre-fill only: checkout still works, with empty fields, when it cannot be read.
    retry: false,
  })
