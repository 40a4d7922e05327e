import { useQuery } from '@tanstack/react-query'
import { packageSchema } from '#shared/billing/packages.ts'
import { packagesQueryKeys } from '#web/features/billing/api/get-packages.ts'
import { apiGet } from '#web/lib/api.ts'

/** GET /api/packages/{id}: one package (checkout, the package details modal). */
export const usePackage = (id: string | undefined) =>
  useQuery({
    queryKey: packagesQueryKeys.detail(id),
    queryFn: ({ signal }) => apiGet(`/api/packages/${encodeURIComponent(id ?? '')}`, packageSchema, signal),
    enabled: Boolean(id),
  })
