import { and, count, eq, gte, not, sql } from 'drizzle-orm'
import { type AdminStats, STATS_DAYS } from '#shared/admin/stats.ts'
import type { DbOrTx } from '../../db/client.ts'
import { generations, orders, supportTickets, users } from '../../db/schema.ts'
import { simulatedCapture } from './health-summary.service.ts'

/** YYYY-MM-DD of a UTC day; the SQL below groups by the same text. */
const isoDay = (date: Date) => date.toISOString().slice(0, 10)

/** The last `days` UTC days, oldest first, today included. */
export function lastDays(now: Date, days = STATS_DAYS): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  return Array.from({ length: days }, (_, i) => isoDay(new Date(today - (days - 1 - i) * 86_400_000)))
}

/** Grouping key shared by both panels: the UTC calendar day, as text, on PGlite and PostgreSQL alike. */
const utcDay = (column: unknown) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`

/** Paid order states as the capture path writes them; compared case-insensitively. */
const PAID_STATES = ['paid', 'completed']

/**
 * The dashboard's figures, each a count or a sum in SQL: nothing here loads a list. "Total
 * Orders" counts package orders, the screen its card opens; revenue counts every paid order.
 */
export async function getAdminStats(db: DbOrTx, now = new Date()): Promise<AdminStats> {
  const days = lastDays(now)
  const since = new Date(`${days[0]}T00:00:00.000Z`)
  const paidAt = sql`coalesce(${orders.captureTime}, ${orders.createdAt})`
  const revenueDay = utcDay(paidAt)
  const thumbDay = utcDay(generations.createdAt)

  // One after the other: the route runs them in one bounded transaction, on one connection.
  const [orderCount] = await db.select({ value: count() }).from(orders).where(eq(orders.kind, 'package'))
  const [userCount] = await db.select({ value: count() }).from(users)
  const [openCount] = await db
    .select({ value: count() })
    .from(supportTickets)
    .where(eq(supportTickets.status, 'open'))
  const revenueRows = await db
    .select({ day: revenueDay, cents: sql<string>`sum(${orders.totalCents})` })
    .from(orders)
    .where(
      and(
        sql`lower(${orders.paymentStatus}) in (${sql.join(
          PAID_STATES.map((s) => sql`${s}`),
          sql`, `,
        )})`,
        gte(paidAt, since),
        // Simulated (demo) payments are not revenue; the health panel shows them apart.
        not(simulatedCapture),
      ),
    )
    .groupBy(revenueDay)
  const thumbRows = await db
    .select({
      day: thumbDay,
      total: count(),
      failed: sql<string>`count(*) filter (where ${generations.status} = 'failed')`,
    })
    .from(generations)
    .where(gte(generations.createdAt, since))
    .groupBy(thumbDay)

  const revenueByDay = new Map(revenueRows.map((r) => [r.day, Number(r.cents)]))
  const thumbsByDay = new Map(
    thumbRows.map((r) => [r.day, { total: Number(r.total), failed: Number(r.failed) }]),
  )
  const revenue = days.map((date) => ({ date, cents: revenueByDay.get(date) ?? 0 }))
  const thumbnails = days.map((date) => ({ date, ...(thumbsByDay.get(date) ?? { total: 0, failed: 0 }) }))
  const total = thumbnails.reduce((sum, d) => sum + d.total, 0)
  const failed = thumbnails.reduce((sum, d) => sum + d.failed, 0)

  return {
    totalOrders: orderCount?.value ?? 0,
    totalUsers: userCount?.value ?? 0,
    openTickets: openCount?.value ?? 0,
    revenue: { days: revenue, totalCents: revenue.reduce((sum, d) => sum + d.cents, 0) },
    thumbnails: { days: thumbnails, total, failed, failureRate: total === 0 ? null : failed / total },
  }
}
