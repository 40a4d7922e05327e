import { useQuery } from '@tanstack/react-query'
import { adminStatsSchema } from '#shared/admin/stats.ts'
import { apiGet } from '#web/lib/api.ts'

/** GET /api/admin/stats (admin only): the dashboard's counts and its two 30-day series. */
export const useAdminStats = () =>
  useQuery({
    queryKey: ['admin', 'stats'],
    queryFn: ({ signal }) => apiGet('/api/admin/stats', adminStatsSchema, signal),
  })
