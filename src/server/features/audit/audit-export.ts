import { and, desc, lt } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { type AuditExportQuery, auditExportQuerySchema } from '#shared/billing/exports.ts'
import { errorBodySchema } from '#shared/common/errors.ts'
import type { Db } from '../../db/client.ts'
import { auditLog } from '../../db/schema.ts'
import { boundedRead } from '../../lib/bounded-read.ts'
import { csvHeaders, csvStream } from '../../lib/csv.ts'
import { requireAdmin } from '../../plugins/guards.ts'
import { auditFilters } from './audit.service.ts'

type ReadDeps = { db: Db; dbKind: 'pglite' | 'postgres'; config: { adminReadTimeoutMs: number } }

/**
 * Every audit entry matching the log's filters, newest first, as CSV. The id is the keyset: it
 * grows with every entry, so it orders them as their time does.
 */
export function exportAudit(deps: ReadDeps, query: AuditExportQuery) {
  const where = auditFilters(query)
  return csvStream({
    header: [
      'Entry',
      'Date',
      'Admin id',
      'Admin e-mail',
      'Action',
      'Entity',
      'Entity id',
      'Status',
      'Changes',
    ],
    cells: (e: typeof auditLog.$inferSelect) => [
      e.id,
      e.at,
      e.actorId,
      e.actorEmail,
      e.action,
      e.entityType,
      e.entityId,
      e.statusCode,
      // The changed fields as the log shows them (secrets were masked when the entry was written).
      JSON.stringify(e.changes),
    ],
    readBatch: (after: number | null, size) =>
      boundedRead(deps, (db) =>
        db
          .select()
          .from(auditLog)
          .where(and(where, after === null ? undefined : lt(auditLog.id, after)))
          .orderBy(desc(auditLog.id))
          .limit(size),
      ),
    keyOf: (e) => e.id,
  })
}

/** /api/admin/export/audit.csv: the audit log with its filters, as CSV (admin). */
export const auditExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin)
  app.get(
    '/audit.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every audit log entry matching the log’s filters, newest first, as CSV (streamed)',
        querystring: auditExportQuerySchema,
        response: {
          200: z.any().describe('text/csv'),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    (request, reply) => {
      reply.headers(csvHeaders('audit')).send(exportAudit(app.deps, request.query))
    },
  )
}
