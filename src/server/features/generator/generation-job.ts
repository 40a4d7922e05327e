import { and, eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { generatorMessages } from '#shared/generator/defaults.ts'
import type { GenerationParams } from '#shared/generator/schemas.ts'
import type { AppDeps } from '../../core/app-deps.ts'
import { generations, runFiles } from '../../db/schema.ts'
import { KeysRestingError, ProviderError } from '../../providers/ai/provider-error.ts'
import type { ImageProvider } from '../../providers/ai/types.ts'
import { imageProviderFor, readSettings } from './ai-settings.service.ts'
import { isServiceUnavailable, noteUnavailable } from './ai-unavailable.ts'
import { failAndRefund, finishBatch } from './batch.service.ts'
import { makeEdit } from './edit-job.ts'
import type { GenerationHandlers, GenerationJob, GenerationQueue } from './generation-queue.ts'
import type { GenerationRow } from './generation-view.ts'
import { makeImage } from './make-image.ts'
import { findOrphanedImages, sweepRunFiles } from './reconcile.ts'
import { readJobStyleReference } from './style-reference.ts'

export type JobDeps = Pick<
  AppDeps,
  'db' | 'files' | 'secrets' | 'config' | 'accounts' | 'inFlight' | 'images'
> & {
  jobs: GenerationQueue
  log: FastifyBaseLogger
}

/** The refund's words when a job's worker vanished (crash, kill, lost host) and its retry did too. */
export const INTERRUPTED_MESSAGE =
  'The server restarted before this thumbnail was finished. Your credit was refunded.'

/**
 * The wait before the one retry after a 500, 503 or 504, or an answer with no image: long enough
 * for a passing fault on Google's side to clear, short enough that the creator is still watching.
 */
export const RETRY_DELAY_SECONDS = 3

/**
 * What a worker does with a job. Every outcome goes through a conditional update on a `pending`
 * row, so a job run twice (its lease ran out while it was still working, and its retry ran too)
 * still ends in one result or one refund. The refund's ledger key makes it at most once as well.
 */
export function generationHandlers(deps: JobDeps): GenerationHandlers {
  /**
   * Every key failed: when the admin chose the offline fallback, the image is drawn offline and
   * labelled so (its credit buys that picture); false when it may not be (the admin refuses, an
   * edit, an AI likeness or AI-drawn text needs the model, or the offline draw failed too) and
   * the run refunds.
   */
  const drawOffline = async (
    row: GenerationRow,
    job: GenerationJob,
    make: (provider: ImageProvider) => Promise<Partial<GenerationRow>>,
    succeed: (made: Partial<GenerationRow>) => Promise<unknown>,
  ): Promise<boolean> => {
    if (row.provider !== 'gemini' || job.edit || (job.likenessKeys?.length ?? 0) > 0) return false
    const params = row.params
    // Offline draws no lettering: an 'AI-drawn text' picture would come without its title.
    if (params.textMode === 'ai') return false
    if ((await readSettings(deps.db)).whenUnavailable !== 'offline') return false
    try {
      const made = await make(await imageProviderFor(deps, 'offline', null))
      // As drawn: the settled layout and the picture's palette and title colours stay with it.
      const drawn = (made.params as GenerationParams | undefined) ?? params
      const fallback: GenerationParams = {
        ...drawn,
        offlineFallback: true,
        ...(drawn.layers ? { layers: { ...drawn.layers, background: 'procedural' } } : {}),
      }
      await succeed({ ...made, provider: 'offline', model: null, params: fallback })
      deps.log.warn({ generationId: row.id }, 'every Gemini key failed, image drawn offline')
      return true
    } catch (error) {
      deps.log.error({ generationId: row.id, err: error }, 'offline fallback failed too, refunding')
      return false
    }
  }

  const settle = async (job: GenerationJob) => {
    deps.accounts.changed(job.userId)
    if (await finishBatch(deps, job.batchId)) {
      // The run's list (runs accepted since migration 0012) and the job's own keys (older runs).
      const listed = await deps.db
        .select({ key: runFiles.key })
        .from(runFiles)
        .where(eq(runFiles.batchId, job.batchId))
      const keys = new Set([
        ...listed.map((row) => row.key),
        ...[job.referenceKey, job.styleReferenceKey, ...(job.likenessKeys ?? [])].filter(
          (key) => key != null,
        ),
      ])
      for (const key of keys) await deps.files.delete(key).catch(() => undefined)
      await deps.db.delete(runFiles).where(eq(runFiles.batchId, job.batchId))
    }
    deps.jobs.batchChanged(job.batchId)
  }

  return {
    async run(job) {
      const [row] = await deps.db.select().from(generations).where(eq(generations.id, job.generationId))
      // Deleted while queued, or already settled by an earlier attempt: only the run is left to end.
      if (row?.status !== 'pending') return settle(job)
      const params = row.params
      const make = async (provider: ImageProvider) => {
        const reference = job.referenceKey
          ? ((await deps.files.get(job.referenceKey)) ?? undefined)
          : undefined
        const likeness: Buffer[] = []
        for (const key of job.likenessKeys ?? []) {
          const photo = await deps.files.get(key)
          if (photo) likeness.push(photo)
        }
        return job.edit
          ? await makeEdit(deps, provider, row.userId, { id: row.id, params }, job.edit)
          : await makeImage(
              deps,
              provider,
              row.userId,
              { id: row.id, prompt: row.prompt, params },
              reference,
              job.creatorPrompt,
              { styleReference: await readJobStyleReference(deps.files, job), likeness },
            )
      }
      const succeed = (made: Partial<GenerationRow>) =>
        deps.db
          .update(generations)
          .set({ status: 'succeeded', ...made, completedAt: new Date() })
          .where(and(eq(generations.id, row.id), eq(generations.status, 'pending')))
      try {
        await succeed(await make(await imageProviderFor(deps, row.provider, row.model)))
      } catch (error) {
        if (error instanceof KeysRestingError && job.backoffs < deps.config.jobs.backoffLimit) {
          // Every key is resting: the job waits in the queue, not in a worker slot.
          deps.log.info(
            { generationId: row.id, waitMs: error.waitMs, backoffs: job.backoffs + 1 },
            'every key is rate-limited, generation put back',
          )
          await deps.jobs.enqueue([{ ...job, backoffs: job.backoffs + 1 }], {
            delaySeconds: Math.max(1, error.waitMs / 1000),
          })
          return
        }
        if (error instanceof ProviderError && error.retryable && (job.retries ?? 0) < 1) {
          // One more try, from the queue: the credit stays spent until this one fails too.
          deps.log.info({ generationId: row.id, error: error.message }, 'generation failed once, retrying')
          await deps.jobs.enqueue([{ ...job, retries: 1 }], { delaySeconds: RETRY_DELAY_SECONDS })
          return
        }
        const message = error instanceof Error && error.message ? error.message : generatorMessages.noImage
        deps.log.warn(
          { generationId: row.id, provider: row.provider, error: message },
          'generation failed, refunding',
        )
        if (isServiceUnavailable(error)) {
          await noteUnavailable(deps.db, message)
          if (!(await drawOffline(row, job, make, succeed))) {
            await failAndRefund(deps, row.id, generatorMessages.aiUnavailable)
          }
        } else {
          await failAndRefund(deps, row.id, message)
        }
      }
      await settle(job)
    },

    async lost(job) {
      deps.log.warn({ generationId: job.generationId }, 'generation lost its worker twice, refunding')
      await failAndRefund(deps, job.generationId, INTERRUPTED_MESSAGE)
      await settle(job)
    },

    async reconcile() {
      for (const orphan of await findOrphanedImages(deps)) {
        deps.log.warn({ generationId: orphan.generationId }, 'pending image has no job, refunding')
        await failAndRefund(deps, orphan.generationId, INTERRUPTED_MESSAGE)
        // The run's inputs are on its file list: settling the run's last image removes them.
        await settle({ ...orphan, creatorPrompt: '', referenceKey: null, backoffs: 0 })
      }
      const swept = await sweepRunFiles(deps)
      if (swept > 0) deps.log.info({ files: swept }, 'files of ended or abandoned runs removed')
    },
  }
}
