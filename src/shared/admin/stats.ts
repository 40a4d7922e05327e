import { z } from 'zod'

/** The dashboard's panels cover this many days, today included. */
export const STATS_DAYS = 30

export const revenueDaySchema = z.object({ date: z.string(), cents: z.number().int() })
export const thumbnailDaySchema = z.object({
  date: z.string(),
  total: z.number().int(),
  failed: z.number().int(),
})

/** GET /api/admin/stats: counts only, computed in SQL. Days are UTC calendar days, oldest first. */
export const adminStatsSchema = z.object({
  totalOrders: z.number().int(),
  totalUsers: z.number().int(),
  openTickets: z.number().int(),
  revenue: z.object({
    days: z.array(revenueDaySchema),
    totalCents: z.number().int(),
  }),
  thumbnails: z.object({
    days: z.array(thumbnailDaySchema),
    total: z.number().int(),
    failed: z.number().int(),
    /** failed / total over the period; null when nothing was generated. */
    failureRate: z.number().nullable(),
  }),
})
export type AdminStats = z.infer<typeof adminStatsSchema>
export type RevenueDay = z.infer<typeof revenueDaySchema>
export type ThumbnailDay = z.infer<typeof thumbnailDaySchema>
