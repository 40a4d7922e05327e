import { and, eq, lt } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { generations } from '../../db/schema.ts'
import { failAndRefund } from './generate.service.ts'

export const INTERRUPTED_MESSAGE =
  'The server restarted before this thumbnail was finished. Your credit was refunded.'

/**
 * Refunds and fails generations a crash left pending. With one process (PGlite, locked to its
 * DATA_DIR) every pending row is orphaned at start-up; instances sharing PostgreSQL only take rows
 * older than `graceMs`, well past the provider timeout, so a live generation elsewhere is left alone.
 */
export async function recoverInterruptedGenerations(
  db: Db,
  options: { graceMs: number; now?: Date },
): Promise<number> {
  const cutoff = abandonedBefore(options.now ?? new Date(), options.graceMs)
  const rows = await db
    .select({ id: generations.id })
    .from(generations)
    .where(and(eq(generations.status, 'pending'), lt(generations.createdAt, cutoff)))
  for (const row of rows) await failAndRefund({ db }, row.id, INTERRUPTED_MESSAGE)
  return rows.length
}

/** Pending rows created before this moment are taken as abandoned; younger ones may still be running. */
export function abandonedBefore(now: Date, graceMs: number): Date {
  return new Date(now.getTime() - Math.max(0, graceMs))
}

/** The same rule for one row: abandoned only once it is strictly older than the grace period. */
export const isAbandoned = (createdAt: Date, now: Date, graceMs: number): boolean =>
  createdAt.getTime() < abandonedBefore(now, graceMs).getTime()
