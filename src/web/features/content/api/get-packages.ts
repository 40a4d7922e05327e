import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { packageSchema } from '#shared/billing/packages.ts'
import { homeMessages } from '#shared/content/messages.ts'
import { packagesQueryKeys } from '#web/features/billing/index.ts'
import { ApiError, apiGet } from '#web/lib/api.ts'

// Under billing's packages root, so an admin's package edit refreshes the home page too; its own
// leaf, because this fetcher's error (a plain message) and staleness differ from billing's list.
export const publicPackagesQueryKey = [...packagesQueryKeys.all, 'public'] as const

const packageListSchema = z.array(packageSchema)

/** GET /api/packages for the pricing section; a non-OK answer reads 'Failed to fetch packages' (spec §7). */
export const publicPackagesQuery = () =>
  queryOptions({
    queryKey: publicPackagesQueryKey,
    queryFn: async ({ signal }) => {
      try {
        return await apiGet('/api/packages', packageListSchema, signal)
      } catch (error) {
        if (error instanceof ApiError) throw new Error(homeMessages.pricingFetchFailed)
        throw error
      }
    },
    // Spec §4: the fetch runs once when the section is first shown.
    staleTime: Number.POSITIVE_INFINITY,
  })

export const usePublicPackages = () => useQuery(publicPackagesQuery())
