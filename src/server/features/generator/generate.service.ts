import { randomInt, randomUUID } from 'node:crypto'
import { eq, inArray } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import {
  aspectOf,
  CREDITS_PER_IMAGE,
  generatorMessages,
  REFERENCE_MAX_BYTES,
} from '#shared/generator/defaults.ts'
import { layoutById, pickLayouts } from '#shared/generator/layouts.ts'
import type { GenerateParams, GenerateResponse, GenerationParams } from '#shared/schemas/generator.ts'
import { generationBatches, generations } from '../../db/schema.ts'
import type { AppDeps } from '../../deps.ts'
import { AppError } from '../../lib/app-error.ts'
import { runImageTask } from '../../lib/image-pool/pool.ts'
import type { IconSubjectInput } from '../../providers/ai/offline-subject.ts'
import { refundCredits, spendCredits } from '../billing/credit-ledger.ts'
import { resolveProviders } from './ai-settings.service.ts'
import { failAndRefund, readBatchView, spendKey } from './batch.service.ts'
import { referenceKey } from './generation-job.ts'
import type { GenerationQueue } from './generation-queue.ts'
import { decodeImageDataUrl } from './image-data-url.ts'
import { buildImagePrompt } from './prompt.ts'
import { readStyleReference, schemeFromStyle, styleReferenceKey } from './style-reference.ts'

type Deps = Pick<AppDeps, 'db' | 'files' | 'secrets' | 'config' | 'accounts'> & {
  jobs: GenerationQueue
  log?: FastifyBaseLogger
}

/** The reference image's data URL, re-encoded as JPEG on an image thread (at most 10 MB). */
export async function readReference(dataUrl: string | undefined): Promise<Buffer | undefined> {
  if (!dataUrl) return undefined
  return decodeImageDataUrl(
    dataUrl,
    {
      maxBytes: REFERENCE_MAX_BYTES,
      tooLarge: generatorMessages.referenceTooLarge,
      notImage: generatorMessages.referenceNotImage,
    },
    (bytes) => runImageTask('toJpeg', bytes),
  )
}

/**
 * The run's row, one pending row per image, then one credit per image through the ledger (key
 * `generation:{id}`), all before anything is queued. A short balance undoes the run's earlier spends
 * and rows and answers 402, so a run is paid in full or not at all.
 */
async function reserve(
  deps: Deps,
  userId: string,
  params: GenerateParams,
  prompt: string,
  provider: string,
  model: string | null,
) {
  const batchId = randomUUID()
  const rows: { id: string; params: GenerationParams }[] = []
  const layouts = pickLayouts(
    params.textOverlay.title,
    aspectOf(params.output.size),
    params.variants,
    params.layout,
  )
  const subject = subjectKindFor(provider, params.referenceImage !== undefined)
  for (let n = 1; n <= params.variants; n++) {
    rows.push({
      id: randomUUID(),
      params: {
        category: params.category,
        colorScheme: params.colorScheme,
        overlay: params.overlay,
        textOverlay: params.textOverlay,
        referenceStyle: params.referenceStyle,
        hasReference: params.referenceImage !== undefined,
        hasStyleReference: params.styleReference !== undefined,
        textMode: params.textMode,
        output: params.output,
        n,
        seed: randomInt(2 ** 31),
        layout: layouts[n - 1],
        ...(subject ? { subject } : {}),
      },
    })
  }
  await deps.db.insert(generationBatches).values({ id: batchId, userId })
  await deps.db
    .insert(generations)
    .values(rows.map((row) => ({ id: row.id, batchId, userId, params: row.params, prompt, provider, model })))
  const spent: string[] = []
  try {
    for (const row of rows) {
      await spendCredits(deps.db, {
        userId,
        amount: CREDITS_PER_IMAGE,
        reason: 'generation',
        idempotencyKey: spendKey(row.id),
      })
      spent.push(row.id)
    }
  } catch (error) {
    for (const id of spent) await refundCredits(deps.db, spendKey(id))
    await deps.db.delete(generations).where(
      inArray(
        generations.id,
        rows.map((r) => r.id),
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
  return { batchId, rows }
}

/**
 * Offline, the subject is a layer of its own (the reference photo, else an icon); Gemini draws the
 * whole scene, subject included. The live preview follows the same rule.
 */
export const subjectKindFor = (provider: string, hasReference: boolean) =>
  provider === 'offline' ? (hasReference ? ('photo' as const) : ('icon' as const)) : undefined

/** Big enough for the tallest subject box at 1080p; the compositor scales it down for 720p. */
export const iconSubjectSize = (width: number, height: number) =>
  Math.min(1024, Math.round(Math.min(width, height) * 0.95))

/** The icon drawn for a prompt: the run's and the live preview's are drawn alike. */
export const iconSubjectInput = (
  prompt: string,
  params: { category?: string; colorScheme: GenerationParams['colorScheme']; seed?: number },
  width: number,
  height: number,
): IconSubjectInput => ({
  prompt,
  category: params.category ?? '',
  colorScheme: params.colorScheme,
  size: iconSubjectSize(width, height),
  seed: params.seed ?? 0,
})

/**
 * Accepts a run: checks the form, decodes the reference (on an image thread), spends the credits
 * with the rows, stores the reference where any worker can read it, and queues one job per image.
 * Answers at once, every result pending; the images are made by the workers. The caller holds the
 * user's in-flight slot; from here on, the run's last job gives it back (batch.service.ts). When
 * this throws, nothing was queued and the slot is still the caller's to give back.
 */
export async function generate(deps: Deps, userId: string, body: GenerateParams): Promise<GenerateResponse> {
  if (body.layout !== 'auto' && layoutById(body.layout).aspect !== aspectOf(body.output.size)) {
    throw new AppError('VALIDATION', generatorMessages.layoutWrongAspect)
  }
  const reference = await readReference(body.referenceImage)
  const style = await readStyleReference(body.styleReference)
  // A style reference's palette is the run's scheme, recorded as the one used (style-reference.ts).
  const params = { ...body, colorScheme: schemeFromStyle(body.colorScheme, style) }
  const providers = await resolveProviders(deps)
  const prompt = buildImagePrompt(params, reference !== undefined)
  const { batchId, rows } = await reserve(deps, userId, params, prompt, providers.image.name, providers.model)
  try {
    const stored = reference ? referenceKey(userId, batchId) : null
    if (stored && reference) await deps.files.put(stored, reference)
    // Offline needs only the palette, already in the scheme; a model is sent the picture itself.
    const styleStored =
      style && providers.image.name !== 'offline' ? styleReferenceKey(userId, batchId) : null
    if (styleStored && style) await deps.files.put(styleStored, style.jpeg)
    await deps.jobs.enqueue(
      rows.map((row) => ({
        generationId: row.id,
        batchId,
        userId,
        creatorPrompt: params.prompt,
        referenceKey: stored,
        styleReferenceKey: styleStored,
        backoffs: 0,
      })),
    )
  } catch (error) {
    // Nothing was queued (the insert is all-or-nothing): the run ends here, refunded in full.
    deps.log?.error({ err: error, batchId }, 'generation could not be queued, refunding')
    for (const row of rows) await failAndRefund(deps, row.id, generatorMessages.noImage)
    if (reference) await deps.files.delete(referenceKey(userId, batchId)).catch(() => undefined)
    if (style) await deps.files.delete(styleReferenceKey(userId, batchId)).catch(() => undefined)
    await deps.db
      .update(generationBatches)
      .set({ finishedAt: new Date() })
      .where(eq(generationBatches.id, batchId))
    deps.accounts.changed(userId)
    throw new AppError('INTERNAL', generatorMessages.noImage)
  }
  const view = await readBatchView(deps.db, userId, batchId)
  return { batchId, results: view.results, balance: view.balance, message: generatorMessages.generating }
}
