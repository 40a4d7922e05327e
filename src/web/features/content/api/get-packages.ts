import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { homeMessages } from '#shared/messages/content.ts'
import { packageSchema } from '#shared/schemas/packages.ts'
import { ApiError, apiGet } from '#web/lib/api.ts'

// Same key as the billing feature's list, so an admin's package edit refreshes the home page too.
export const publicPackagesQueryKey = ['packages'] as const

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
