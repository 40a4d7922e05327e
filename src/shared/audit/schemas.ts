import { z } from 'zod'
import { auditExportQuerySchema } from '../billing/exports.ts'
import { pageInfoShape, pageQuerySchema } from '../common/paging.ts'

/** `?actor=&entity=&entityId=`: the actor matches an admin's e-mail or id, the entity its kind. */
export const auditQuerySchema = pageQuerySchema.extend(auditExportQuerySchema.shape)
export type AuditQuery = z.infer<typeof auditQuerySchema>

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  statusCode: z.number().int(),
  changes: z.record(z.string(), z.object({ before: z.unknown().optional(), after: z.unknown().optional() })),
})
export type AuditEntry = z.infer<typeof auditEntrySchema>

export const auditPageSchema = z.object({
  ...pageInfoShape,
  entries: z.array(auditEntrySchema),
  /** The entity kinds the log holds, for the filter. */
  entityTypes: z.array(z.string()),
})
export type AuditPage = z.infer<typeof auditPageSchema>
