import { randomUUID } from 'node:crypto'
import { inArray } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { generatorMessages } from '#shared/generator/defaults.ts'
import type { GenerateResponse, GenerationParams } from '#shared/generator/schemas.ts'
import type { AppDeps } from '../../core/app-deps.ts'
import { spendCreditsTogether } from '../../core/credit-ledger.ts'
import { generationBatches, generations, runFiles } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { crashPoint } from '../../lib/crash-point.ts'
import { readBatchView, spendKey } from './batch.service.ts'
import type { GenerationJob, GenerationQueue } from './generation-queue.ts'

export type AcceptDeps = Pick<AppDeps, 'db' | 'files' | 'accounts'> & {
  jobs: GenerationQueue
  log?: FastifyBaseLogger
}

/** One image a run will make: its row's id and params, and for an edited version its parent. */
export interface PlannedImage {
  id: string
  /** What the image model is asked (the row keeps it): each variant's own. */
  prompt: string
  params: GenerationParams
  parentId?: string
}

/** What a run stores for its workers and what it queues, both named under the run's id. */
export interface RunWork {
  /**
   * `keep`: the file belongs to an image and outlives the run (a persona's cut-out layer, an edit's
   * mask); the others are the workers' inputs, removed when the run ends.
   */
  files: { key: string; bytes: Buffer; keep?: boolean }[]
  jobs: GenerationJob[]
}

/**
 * Accepts a run: a generation's variants or an 'Edit with AI' version.
 *
 * The files its jobs read are registered (`run_file`) and stored first. Then one transaction
 * writes the run's row, one pending row per image, the spend of the run's whole price in one
 * conditional step (a ledger entry per image, key `generation:{id}`, so each can be refunded
 * alone), and the jobs. A crash at any point leaves either nothing spent or every image queued:
 * the queue then ends each in an image or one refund, and the reconciliation sweeps the files of a
 * run that never committed. A short balance answers 402 with nothing spent and nothing queued.
 */
export async function acceptRun(
  deps: AcceptDeps,
  userId: string,
  images: PlannedImage[],
  run: { provider: string; model: string | null; credits: number; message: string },
  work: (batchId: string) => RunWork,
): Promise<GenerateResponse> {
  const batchId = randomUUID()
  const { files, jobs } = work(batchId)
  await storeRunFiles(deps, batchId, files)
  try {
    await deps.db.transaction(async (tx) => {
      await tx.insert(generationBatches).values({ id: batchId, userId })
      await tx.insert(generations).values(
        images.map((image) => ({
          id: image.id,
          batchId,
          userId,
          params: image.params,
          prompt: image.prompt,
          provider: run.provider,
          model: run.model,
          parentId: image.parentId ?? null,
        })),
      )
      crashPoint('accept:after-rows')
      await spendCreditsTogether(tx, {
        userId,
        reason: 'generation',
        entries: images.map((image) => ({ amount: run.credits, idempotencyKey: spendKey(image.id) })),
      })
      crashPoint('accept:after-spend')
      await deps.jobs.enqueue(jobs, { tx })
      // An image's own files are its from now on; the workers' inputs stay listed until the run ends.
      const kept = files.filter((file) => file.keep).map((file) => file.key)
      if (kept.length > 0) await tx.delete(runFiles).where(inArray(runFiles.key, kept))
      crashPoint('accept:after-queue')
    })
  } catch (error) {
    await removeRunFiles(deps, files)
    if (error instanceof AppError) throw error
    // The database failed (not a short balance): nothing was spent. The cause goes to the log only.
    deps.log?.error({ err: error, userId, batchId }, 'run could not be accepted')
    throw new AppError('INTERNAL', generatorMessages.deductFailed)
  }
  crashPoint('accept:after-commit')
  deps.jobs.wake()
  deps.accounts.changed(userId)
  const view = await readBatchView(deps.db, userId, batchId)
  return { batchId, results: view.results, balance: view.balance, message: run.message }
}

/** Registered before written: a file on disk or in the bucket always has a row the sweep will find. */
async function storeRunFiles(deps: AcceptDeps, batchId: string, files: RunWork['files']) {
  if (files.length === 0) return
  await deps.db.insert(runFiles).values(files.map((file) => ({ key: file.key, batchId })))
  crashPoint('accept:after-file-rows')
  for (const file of files) await deps.files.put(file.key, file.bytes)
  crashPoint('accept:after-files')
}

/** A run that did not commit leaves no files; what this misses (a crash), the reconciliation sweeps. */
async function removeRunFiles(deps: AcceptDeps, files: RunWork['files']) {
  if (files.length === 0) return
  try {
    for (const file of files) await deps.files.delete(file.key)
    await deps.db.delete(runFiles).where(
      inArray(
        runFiles.key,
        files.map((file) => file.key),
      ),
    )
  } catch (error) {
    deps.log?.warn({ err: error }, 'run files left for the reconciliation to sweep')
  }
}
