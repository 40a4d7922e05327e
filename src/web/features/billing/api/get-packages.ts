import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { packageSchema } from '#shared/schemas/packages.ts'
import { apiGet } from '#web/lib/api.ts'

export const packagesQueryKey = ['packages'] as const

const packageListSchema = z.array(packageSchema)

/** GET /api/packages: the packages on sale, in display order. */
export const packagesQuery = () =>
  queryOptions({
    queryKey: packagesQueryKey,
    queryFn: ({ signal }) => apiGet('/api/packages', packageListSchema, signal),
  })

export const usePackages = () => useQuery(packagesQuery())
