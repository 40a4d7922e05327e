import { randomUUID } from 'node:crypto'
import { eq, inArray } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { generatorMessages } from '#shared/generator/defaults.ts'
import type { GenerateResponse, GenerationParams } from '#shared/schemas/generator.ts'
import { generationBatches, generations } from '../../db/schema.ts'
import type { AppDeps } from '../../deps.ts'
import { AppError } from '../../lib/app-error.ts'
import { refundCredits, spendCredits } from '../billing/credit-ledger.ts'
import { failAndRefund, readBatchView, spendKey } from './batch.service.ts'
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

/**
 * The run's row, one pending row per image, then `credits` per image through the ledger (key
 * `generation:{id}`), all before anything is queued. A short balance undoes the run's earlier spends
 * and rows and answers 402, so a run is paid in full or not at all. A generation and an 'Edit with
 * AI' version are accepted alike.
 */
export async function reserveRun(
  deps: AcceptDeps,
  userId: string,
  images: PlannedImage[],
  run: { provider: string; model: string | null; credits: number },
): Promise<string> {
  const batchId = randomUUID()
  await deps.db.insert(generationBatches).values({ id: batchId, userId })
  await deps.db.insert(generations).values(
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
  const spent: string[] = []
  try {
    for (const image of images) {
      await spendCredits(deps.db, {
        userId,
        amount: run.credits,
        reason: 'generation',
        idempotencyKey: spendKey(image.id),
      })
      spent.push(image.id)
    }
  } catch (error) {
    for (const id of spent) await refundCredits(deps.db, spendKey(id))
    await deps.db.delete(generations).where(
      inArray(
        generations.id,
        images.map((image) => image.id),
      ),
    )
    await deps.db.delete(generationBatches).where(eq(generationBatches.id, batchId))
    if (error instanceof AppError) throw error
    // The ledger itself failed (not a short balance): the spec's words, the cause only in the log.
    deps.log?.error({ err: error, userId }, 'credit spend failed')
    throw new AppError('INTERNAL', generatorMessages.deductFailed)
  } finally {
    // Each spend (and any refund) has committed by now: /api/me shows the balance they left.
    deps.accounts.changed(userId)
  }
  return batchId
}

/**
 * Stores the files the run's workers will read (in any process), then queues every image's job in
 * one insert. When that fails, nothing was queued: each image is failed and refunded, the files
 * go, the run is ended, and the call answers 500. Otherwise the run as it stands (every image
 * pending) with `message`.
 */
export async function queueRun(
  deps: AcceptDeps,
  run: { userId: string; batchId: string; imageIds: string[]; message: string },
  files: { key: string; bytes: Buffer }[],
  jobs: GenerationJob[],
): Promise<GenerateResponse> {
  try {
    for (const file of files) await deps.files.put(file.key, file.bytes)
    await deps.jobs.enqueue(jobs)
  } catch (error) {
    // Nothing was queued (the insert is all-or-nothing): the run ends here, refunded in full.
    deps.log?.error({ err: error, batchId: run.batchId }, 'generation could not be queued, refunding')
    for (const id of run.imageIds) await failAndRefund(deps, id, generatorMessages.noImage)
    for (const file of files) await deps.files.delete(file.key).catch(() => undefined)
    await deps.db
      .update(generationBatches)
      .set({ finishedAt: new Date() })
      .where(eq(generationBatches.id, run.batchId))
    deps.accounts.changed(run.userId)
    throw new AppError('INTERNAL', generatorMessages.noImage)
  }
  const view = await readBatchView(deps.db, run.userId, run.batchId)
  return { batchId: run.batchId, results: view.results, balance: view.balance, message: run.message }
}
