import { and, eq, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm'
import { generationBatches, generations, runFiles } from '../../db/schema.ts'
import type { JobDeps } from './generation-job.ts'

/** How many images or files one pass settles; the next pass (GENERATION_MAINTENANCE_SECONDS) takes more. */
const PASS_LIMIT = 200

/**
 * Images still pending past their lease with no live job: nothing will ever make or refund them
 * (a job lost with its database, or a run from before accepting was one transaction). Each is
 * handed to `lost`, which fails it and refunds it once, keyed, however many processes reconcile.
 */
export async function findOrphanedImages(deps: Pick<JobDeps, 'db' | 'config' | 'jobs'>) {
  const leaseEnded = new Date(Date.now() - deps.config.jobs.leaseSeconds * 1000)
  const stale = await deps.db
    .select({ generationId: generations.id, batchId: generations.batchId, userId: generations.userId })
    .from(generations)
    .where(and(eq(generations.status, 'pending'), lt(generations.createdAt, leaseEnded)))
    .limit(PASS_LIMIT)
  if (stale.length === 0) return []
  const live = await deps.jobs.liveJobs(stale.map((row) => row.generationId))
  return stale.filter((row) => !live.has(row.generationId))
}

/**
 * Removes the files of runs that never committed (registered longer than a lease ago, with no
 * run row) and the workers' inputs of runs that have ended (normally removed as they end; this
 * catches a crash in between). An image's own files were taken off the list when its run committed.
 */
export async function sweepRunFiles(deps: Pick<JobDeps, 'db' | 'config' | 'files'>): Promise<number> {
  const leaseEnded = new Date(Date.now() - deps.config.jobs.leaseSeconds * 1000)
  const done = await deps.db
    .select({ key: runFiles.key })
    .from(runFiles)
    .leftJoin(generationBatches, eq(generationBatches.id, runFiles.batchId))
    .where(
      or(
        and(isNull(generationBatches.id), lt(runFiles.createdAt, leaseEnded)),
        isNotNull(generationBatches.finishedAt),
      ),
    )
    .limit(PASS_LIMIT)
  if (done.length === 0) return 0
  const keys = done.map((row) => row.key)
  for (const key of keys) await deps.files.delete(key)
  await deps.db.delete(runFiles).where(inArray(runFiles.key, keys))
  return keys.length
}
