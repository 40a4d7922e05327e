import { and, eq, isNull, sql } from 'drizzle-orm'
import { generatorMessages } from '#shared/generator/defaults.ts'
import type { BatchView, GenerationParams } from '#shared/generator/schemas.ts'
import type { AppDeps } from '../../core/app-deps.ts'
import { refundCredits } from '../../core/credit-ledger.ts'
import type { Db } from '../../db/client.ts'
import { generationBatches, generations, users } from '../../db/schema.ts'
import { AppError, notFound } from '../../lib/app-error.ts'
import { toGenerationView } from './generation-view.ts'

export const spendKey = (generationId: string) => `generation:${generationId}`

const balanceOf = (userId: string) =>
  sql<number>`(select ${users.creditBalance} from ${users} where ${users.id} = ${userId})`.mapWith(Number)
/** null when the run has no row: runs made before runs had one (migration 0010). */
const runEnded = (batchId: string) =>
  sql<boolean | null>`(select ${generationBatches.finishedAt} is not null
    from ${generationBatches} where ${generationBatches.id} = ${batchId})`

/**
 * A run as its owner sees it. Ownership is in the WHERE: anyone else's run (an admin's included,
 * as with /api/generations/{id}) is not found.
 */
export async function readBatchView(db: Db, userId: string, batchId: string): Promise<BatchView> {
  // One statement: a run's stream reads this on every change, and on the embedded database each
  // statement is a turn of the event loop (db/pglite-turns.ts).
  const found = await db
    .select({ row: generations, balance: balanceOf(userId), ended: runEnded(batchId) })
    .from(generations)
    .where(and(eq(generations.batchId, batchId), eq(generations.userId, userId)))
  if (found.length === 0) throw notFound('Batch')
  const rows = found.map((entry) => entry.row)
  rows.sort((a, b) => (a.params as GenerationParams).n - (b.params as GenerationParams).n)
  const { balance, ended } = found[0] as (typeof found)[number]
  // Done once the run is ended (finishBatch), not merely when no image is pending: by then the
  // user's in-flight slot is being given back, so the next run is not refused as a third. Runs
  // made before runs had a row (migration 0010) have no such step.
  const done = rows.every((row) => row.status !== 'pending') && ended !== false
  const made = rows.some((row) => row.status === 'succeeded')
  const firstError = rows.find((row) => row.status === 'failed')?.error ?? generatorMessages.noImage
  return {
    batchId,
    done,
    results: rows.map(toGenerationView),
    balance,
    message: done ? (made ? generatorMessages.generated : firstError) : null,
  }
}

/**
 * Ends a run once none of its images is pending, and answers whether this call did. One
 * conditional update decides it, so when two workers finish the last two images at once, both
 * may look, but only one ends the run: the user's in-flight slot is given back exactly once.
 */
export async function finishBatch(deps: Pick<AppDeps, 'db' | 'inFlight'>, batchId: string): Promise<boolean> {
  // The slot is given back inside the transaction that ends the run: a reader sees the run done
  // (readBatchView) only once its slot is free, and a second finisher waits on the row's lock and
  // then finds it ended.
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(generationBatches)
      .set({ finishedAt: new Date() })
      .where(
        and(
          eq(generationBatches.id, batchId),
          isNull(generationBatches.finishedAt),
          sql`not exists (select 1 from ${generations} where ${generations.batchId} = ${batchId} and ${generations.status} = 'pending')`,
        ),
      )
      .returning({ userId: generationBatches.userId })
    if (!row) return false
    await deps.inFlight.release(row.userId)
    return true
  })
}

/**
 * Marks a pending generation failed and refunds its credit, in one transaction: a process killed
 * between the two would otherwise leave a failed image whose credit never came back, and no later
 * pass would find it (it is no longer pending). The ledger's key makes the refund at most once.
 */
export async function failAndRefund(deps: Pick<AppDeps, 'db'>, id: string, message: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const claimed = await tx
      .update(generations)
      .set({ status: 'failed', error: message, completedAt: new Date() })
      .where(and(eq(generations.id, id), eq(generations.status, 'pending')))
      .returning({ id: generations.id })
    if (claimed.length === 0) return
    try {
      await refundCredits(tx, spendKey(id))
    } catch (error) {
      // A row cut off between its insert and its spend has nothing to refund.
      if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error
    }
  })
}
