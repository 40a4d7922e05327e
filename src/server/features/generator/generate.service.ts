import { randomInt, randomUUID } from 'node:crypto'
import { eq, inArray } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { LayoutId } from '#shared/generator/defaults.ts'
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
import { InvalidImageError } from '../../lib/images.ts'
import type { IconSubjectInput } from '../../providers/ai/offline-subject.ts'
import { refundCredits, spendCredits } from '../billing/credit-ledger.ts'
import { resolveProviders } from './ai-settings.service.ts'
import { failAndRefund, readBatchView, spendKey } from './batch.service.ts'
import { referenceKey } from './generation-job.ts'
import type { GenerationQueue } from './generation-queue.ts'
import { layerSourcesFor } from './layer-sources.ts'
import { type PersonaRun, personaRunKeys, preparePersona, storePersonaForRun } from './persona-run.ts'
import { buildImagePrompt } from './prompt.ts'

type Deps = Pick<AppDeps, 'db' | 'files' | 'secrets' | 'config' | 'accounts'> & {
  jobs: GenerationQueue
  log?: FastifyBaseLogger
}

/** The data URL's bytes, refused before decoding when they are over 10 MB. */
export async function readReference(dataUrl: string | undefined): Promise<Buffer | undefined> {
  if (!dataUrl) return undefined
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1).replace(/\s/g, '')
  if (Math.floor((base64.length * 3) / 4) > REFERENCE_MAX_BYTES + 2) {
    throw new AppError('PAYLOAD_TOO_LARGE', generatorMessages.referenceTooLarge)
  }
  const bytes = Buffer.from(base64, 'base64')
  if (bytes.length > REFERENCE_MAX_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', generatorMessages.referenceTooLarge)
  return runImageTask('toJpeg', bytes).catch((error: unknown) => {
    // A damaged image or a decompression bomb keeps its own, more precise message.
    if (error instanceof InvalidImageError && error.problem !== 'not-image') throw error
    throw new AppError('VALIDATION', generatorMessages.referenceNotImage)
  })
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
  /** Each variant's prompt: with a persona, it names where that variant's layout puts the person. */
  promptFor: (layout: LayoutId) => string,
  provider: string,
  model: string | null,
  persona: PersonaRun | undefined,
) {
  const batchId = randomUUID()
  const rows: { id: string; prompt: string; params: GenerationParams }[] = []
  const layouts = pickLayouts(
    params.textOverlay.title,
    aspectOf(params.output.size),
    params.variants,
    params.layout,
    persona?.choice.mode === 'authentic',
  )
  // A persona's cut-out is the subject in 'authentic'; in 'likeness' the model draws the person.
  const subject = persona
    ? persona.choice.mode === 'authentic'
      ? ('persona' as const)
      : undefined
    : subjectKindFor(provider, params.referenceImage !== undefined)
  for (let n = 1; n <= params.variants; n++) {
    const layout = layouts[n - 1] as LayoutId
    const layers = layerSourcesFor({
      provider,
      subject,
      persona: persona?.choice,
      textMode: params.textMode,
      layout,
    })
    rows.push({
      id: randomUUID(),
      prompt: promptFor(layout),
      params: {
        category: params.category,
        colorScheme: params.colorScheme,
        overlay: params.overlay,
        textOverlay: params.textOverlay,
        referenceStyle: params.referenceStyle,
        hasReference: params.referenceImage !== undefined,
        textMode: params.textMode,
        output: params.output,
        n,
        seed: randomInt(2 ** 31),
        layout,
        ...(subject ? { subject } : {}),
        ...(persona ? { persona: { ...persona.choice, photoId: persona.photoId } } : {}),
        layers,
      },
    })
  }
  await deps.db.insert(generationBatches).values({ id: batchId, userId })
  await deps.db.insert(generations).values(rows.map((row) => ({ ...row, batchId, userId, provider, model })))
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
export async function generate(
  deps: Deps,
  userId: string,
  params: GenerateParams,
): Promise<GenerateResponse> {
  if (params.layout !== 'auto' && layoutById(params.layout).aspect !== aspectOf(params.output.size)) {
    throw new AppError('VALIDATION', generatorMessages.layoutWrongAspect)
  }
  const reference = await readReference(params.referenceImage)
  const providers = await resolveProviders(deps)
  const persona = params.persona
    ? await preparePersona(deps, userId, params.persona, providers.image.name)
    : undefined
  const promptFor = (layout: LayoutId) =>
    buildImagePrompt(
      params,
      reference !== undefined,
      persona && {
        choice: persona.choice,
        subjectBox: layoutById(layout).subjectBox,
        photoCount: persona.likeness.length,
      },
    )
  const { batchId, rows } = await reserve(
    deps,
    userId,
    params,
    promptFor,
    providers.image.name,
    providers.model,
    persona,
  )
  const rowIds = rows.map((row) => row.id)
  try {
    const stored = reference ? referenceKey(userId, batchId) : null
    if (stored && reference) await deps.files.put(stored, reference)
    const likenessKeys = persona ? await storePersonaForRun(deps.files, userId, batchId, rowIds, persona) : []
    await deps.jobs.enqueue(
      rows.map((row) => ({
        generationId: row.id,
        batchId,
        userId,
        creatorPrompt: params.prompt,
        referenceKey: stored,
        ...(likenessKeys.length > 0 ? { likenessKeys } : {}),
        backoffs: 0,
      })),
    )
  } catch (error) {
    // Nothing was queued (the insert is all-or-nothing): the run ends here, refunded in full.
    deps.log?.error({ err: error, batchId }, 'generation could not be queued, refunding')
    for (const row of rows) await failAndRefund(deps, row.id, generatorMessages.noImage)
    const leftovers = [
      ...(reference ? [referenceKey(userId, batchId)] : []),
      ...(persona ? personaRunKeys(userId, batchId, rowIds, persona) : []),
    ]
    for (const key of leftovers) await deps.files.delete(key).catch(() => undefined)
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
