import { z } from 'zod'
import { orderListQuerySchema } from './orders.ts'

/** The order lists' filters, without paging: the export holds every matching row. */
export const orderExportQuerySchema = orderListQuerySchema.pick({
  search: true,
  status: true,
  from: true,
  to: true,
  product: true,
})
export type OrderExportQuery = z.infer<typeof orderExportQuerySchema>

export const userExportQuerySchema = z.object({ search: z.string().trim().max(100).default('') })

export const ledgerExportQuerySchema = z.object({
  userId: z.string().trim().min(1).max(100).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
})
export type LedgerExportQuery = z.infer<typeof ledgerExportQuerySchema>

/** The audit log's filters, without paging (GET /api/admin/export/audit.csv). */
export const auditExportQuerySchema = z.object({
  actor: z.string().trim().max(200).optional(),
  entity: z.string().trim().max(60).optional(),
  entityId: z.string().trim().max(200).optional(),
})
export type AuditExportQuery = z.infer<typeof auditExportQuerySchema>

/** The CSV downloads, by what they hold. */
export const EXPORT_PATHS = {
  orders: '/api/admin/export/orders.csv',
  itemOrders: '/api/admin/export/item-orders.csv',
  users: '/api/admin/export/users.csv',
  ledger: '/api/admin/export/ledger.csv',
  audit: '/api/admin/export/audit.csv',
} as const
