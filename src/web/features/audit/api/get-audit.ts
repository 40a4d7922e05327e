import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { auditPageSchema } from '#shared/audit/schemas.ts'
import { apiGet } from '#web/lib/api.ts'

export const AUDIT_PAGE_SIZE = 20

export interface AuditFilters {
  page: number
  actor: string
  entity: string
}

/** GET /api/admin/audit (admin only): admin writes, newest first. */
export const useAudit = ({ page, actor, entity }: AuditFilters) =>
  useQuery({
    queryKey: ['admin', 'audit', { page, actor, entity }],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(page), pageSize: String(AUDIT_PAGE_SIZE) })
      if (actor) query.set('actor', actor)
      if (entity) query.set('entity', entity)
      return apiGet(`/api/admin/audit?${query}`, auditPageSchema, signal)
    },
    placeholderData: keepPreviousData,
  })
