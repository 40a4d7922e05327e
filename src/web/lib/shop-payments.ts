import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api.ts'

/** Under the settings key, so saving or resetting the payment settings refreshes it too. */
export const shopPaymentsQueryKey = ['paypal-settings', 'shop'] as const

export interface ShopPayments {
  /** Simulated payments are live (enabled, mode simulated, and allowed here). */
  demo: boolean
  /** The currency new orders are placed in. */
  currency: string
}

/**
 * The two facts every page may need from the public GET /api/paypal-settings, read without the
 * zod schema: the demo bar and the home page's prices ask on every visit, and the visitor's
 * bundle stays free of zod.
 */
export function toShopPayments(body: unknown): ShopPayments {
  const settings = (body && typeof body === 'object' ? body : {}) as {
    enabled?: unknown
    mode?: unknown
    available?: unknown
    currency?: unknown
  }
  return {
    demo: settings.enabled === true && settings.mode === 'simulated' && settings.available !== false,
    currency:
      typeof settings.currency === 'string' && /^[A-Z]{3}$/.test(settings.currency)
        ? settings.currency
        : 'USD',
  }
}

const shopPaymentsQuery = {
  queryKey: shopPaymentsQueryKey,
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    toShopPayments(await apiRequest('/api/paypal-settings', { signal })),
  staleTime: 60_000,
}

export function useShopPayments(): ShopPayments | undefined {
  return useQuery(shopPaymentsQuery).data
}

/**
 * Whether an answer came in (or the request failed) at least once, so the Demo payments bar is
 * decided either way. Not `!isPending`: a failed query goes back to pending while another
 * component's mount retries it, and a page gated on that would unmount and remount for ever.
 */
export function useShopPaymentsSettled(): boolean {
  const query = useQuery(shopPaymentsQuery)
  return query.isFetched || !query.isPending
}
