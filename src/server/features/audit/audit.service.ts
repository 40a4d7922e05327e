import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm'
import type { AuditPage, AuditQuery } from '#shared/audit/schemas.ts'
import type { AuditExportQuery } from '#shared/billing/exports.ts'
import type { DbOrTx } from '../../db/client.ts'
import { auditLog } from '../../db/schema.ts'
import { cappedCount, pageOffset } from '../../lib/paging.ts'

/** Who made the change and what it changed: the list's and the export's filters. */
export function auditFilters(query: AuditExportQuery): SQL | undefined {
  const filters: SQL[] = []
  if (query.actor) {
    filters.push(
      or(
        eq(auditLog.actorId, query.actor),
        ilike(auditLog.actorEmail, `%${escapeLike(query.actor)}%`),
      ) as SQL,
    )
  }
  if (query.entity) filters.push(eq(auditLog.entityType, query.entity))
  if (query.entityId) filters.push(eq(auditLog.entityId, query.entityId))
  return filters.length ? and(...filters) : undefined
}

/** The audit log, newest first, filtered by who made the change and what it changed. */
export async function listAudit(db: DbOrTx, query: AuditQuery): Promise<AuditPage> {
  const where = auditFilters(query)
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.pageSize)
    .offset(pageOffset(query))
  const count = await cappedCount(db, auditLog, where)
  const kinds = await db
    .selectDistinct({ entityType: auditLog.entityType })
    .from(auditLog)
    .orderBy(auditLog.entityType)
    .limit(100)
  return {
    ...count,
    page: query.page,
    pageSize: query.pageSize,
    entityTypes: kinds.map((r) => r.entityType),
    entries: rows.map((r) => ({ ...r, at: r.at.toISOString() })),
  }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}
