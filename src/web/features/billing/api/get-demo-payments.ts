import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api.ts'

/** Under the settings key, so saving or resetting the settings refreshes it too. */
export const demoPaymentsQueryKey = ['paypal-settings', 'demo'] as const

/**
 * Whether simulated payments are live (enabled, mode simulated, and allowed here). Read from the
 * public GET /api/paypal-settings without the zod schema: every page asks, visitors included,
 * and the visitor's bundle stays free of zod.
 */
export function isDemoPayments(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false
  const settings = body as { enabled?: unknown; mode?: unknown; available?: unknown }
  return settings.enabled === true && settings.mode === 'simulated' && settings.available !== false
}

export function useDemoPayments(): boolean {
  const { data } = useQuery({
    queryKey: demoPaymentsQueryKey,
    queryFn: async ({ signal }) => isDemoPayments(await apiRequest('/api/paypal-settings', { signal })),
    staleTime: 60_000,
  })
  return data === true
}
