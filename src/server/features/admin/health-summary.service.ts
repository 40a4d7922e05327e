import { and, count, desc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import type { AdminHealth } from '#shared/admin/health-summary.ts'
import { STATS_DAYS } from '#shared/admin/stats.ts'
import type { DbOrTx } from '../../db/client.ts'
import { aiSettings, geminiKeys, generations, mailOutbox, orders, supportTickets } from '../../db/schema.ts'

const DAY_MS = 86_400_000

/** A capture the simulated provider made: its transaction id says so (payments.service.ts). */
export const simulatedCapture = sql`coalesce(${orders.paypalTransactionId}, '') like 'SIM-%'`

/**
 * Health at a glance: each figure one count over an index (outbox by date, generations by date,
 * tickets by status, keys are a handful of rows), so the dashboard stays cheap at any size.
 */
export async function getAdminHealth(
  db: DbOrTx,
  smtpConfigured: boolean,
  now = new Date(),
): Promise<Omit<AdminHealth, 'engines'>> {
  const dayAgo = new Date(now.getTime() - DAY_MS)
  const windowStart = new Date(now.getTime() - STATS_DAYS * DAY_MS)
  const [queued] = await db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.status, 'queued'))
  const [failedMail] = await db
    .select({ n: count() })
    .from(mailOutbox)
    .where(and(gte(mailOutbox.createdAt, dayAgo), eq(mailOutbox.status, 'failed')))
  const keys = await db.select().from(geminiKeys).orderBy(desc(geminiKeys.lastErrorAt)).limit(50)
  const [ai] = await db.select().from(aiSettings).where(eq(aiSettings.id, 'default'))
  const [failedGenerations] = await db
    .select({ n: count() })
    .from(generations)
    .where(and(gte(generations.createdAt, dayAgo), eq(generations.status, 'failed')))
  const [pendingRefunds] = await db
    .select({ n: count() })
    .from(supportTickets)
    .where(
      and(
        inArray(supportTickets.status, ['open', 'in-progress']),
        isNotNull(supportTickets.generationId),
        isNull(supportTickets.refundedAt),
      ),
    )
  const [simulated] = await db
    .select({ n: count(), cents: sql<string>`coalesce(sum(${orders.totalCents}), 0)` })
    .from(orders)
    .where(and(simulatedCapture, gte(sql`coalesce(${orders.captureTime}, ${orders.createdAt})`, windowStart)))
  return {
    mail: { queued: queued?.n ?? 0, failed24h: failedMail?.n ?? 0, smtpConfigured },
    geminiKeys: {
      active: keys.filter((k) => k.isActive).length,
      failing: keys
        .filter((k) => k.lastError && k.lastErrorAt && k.lastErrorAt >= dayAgo)
        .map((k) => ({
          name: k.name,
          keyMask: k.keyMask,
          lastError: k.lastError ?? '',
          at: k.lastErrorAt?.toISOString() ?? '',
        })),
    },
    aiService: {
      whenUnavailable: ai?.whenUnavailable ?? 'refuse',
      lastUnavailable:
        ai?.lastUnavailableReason && ai.lastUnavailableAt && ai.lastUnavailableAt >= dayAgo
          ? { reason: ai.lastUnavailableReason, at: ai.lastUnavailableAt.toISOString() }
          : null,
    },
    failedGenerations24h: failedGenerations?.n ?? 0,
    refundsPending: pendingRefunds?.n ?? 0,
    simulated: { orders: simulated?.n ?? 0, cents: Number(simulated?.cents ?? 0) },
  }
}
