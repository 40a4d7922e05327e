import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { packageSchema } from '#shared/billing/packages.ts'
import { apiGet } from '#web/lib/api.ts'

/**
 * Every packages query sits under `all`, so a package edit (invalidating `all`) refreshes each screen
 * that lists packages, the home page's pricing included. Each query definition has its own key below
 * it: two fetchers under one key would let whichever ran first decide the other's error and retry.
 */
export const packagesQueryKeys = {
  all: ['packages'] as const,
  list: () => [...packagesQueryKeys.all, 'list'] as const,
  detail: (id: string | undefined) => [...packagesQueryKeys.all, 'detail', id] as const,
}

const packageListSchema = z.array(packageSchema)

/** GET /api/packages: the packages on sale, in display order. */
export const packagesQuery = () =>
  queryOptions({
    queryKey: packagesQueryKeys.list(),
    queryFn: ({ signal }) => apiGet('/api/packages', packageListSchema, signal),
  })

export const usePackages = () => useQuery(packagesQuery())
