import { randomInt, randomUUID } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import {
  aspectOf,
  CREDITS_PER_IMAGE,
  generatorMessages,
  OUTPUT_DIMENSIONS,
  REFERENCE_MAX_BYTES,
} from '#shared/generator/defaults.ts'
import { layoutById, pickLayouts } from '#shared/generator/layouts.ts'
import type { GenerateParams, GenerateResponse, GenerationParams } from '#shared/schemas/generator.ts'
import { generations, users } from '../../db/schema.ts'
import type { AppDeps } from '../../deps.ts'
import { AppError } from '../../lib/app-error.ts'
import { runImageTask } from '../../lib/image-pool/pool.ts'
import { InvalidImageError } from '../../lib/images.ts'
import type { IconSubjectInput } from '../../providers/ai/offline-subject.ts'
import type { ImageProvider, ImageRequest } from '../../providers/ai/types.ts'
import { refundCredits, spendCredits } from '../billing/credit-ledger.ts'
import { resolveProviders } from './ai-settings.service.ts'
import { toGenerationView } from './generation-view.ts'
import { buildImagePrompt } from './prompt.ts'
import {
  checkSettingsFor,
  composeSettingsFor,
  renderComposite,
  storeComposite,
  subjectKey,
} from './render.ts'

type Deps = Pick<AppDeps, 'db' | 'files' | 'secrets' | 'config' | 'accounts'> & { log?: FastifyBaseLogger }

export const spendKey = (generationId: string) => `generation:${generationId}`

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
 * One pending row per image, then one credit per image through the ledger (key
 * `generation:{id}`), all before any provider call. A short balance undoes the run's earlier spends
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
        textMode: params.textMode,
        output: params.output,
        n,
        seed: randomInt(2 ** 31),
        layout: layouts[n - 1],
        ...(subject ? { subject } : {}),
      },
    })
  }
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

async function produce(
  deps: Deps,
  provider: ImageProvider,
  userId: string,
  prompt: string,
  reference: Buffer | undefined,
  row: { id: string; params: GenerationParams },
  /** The creator's own words, which the icon subject is chosen from. */
  creatorPrompt: string,
) {
  try {
    const { width, height } = OUTPUT_DIMENSIONS[row.params.output.size]
    const request = {
      prompt,
      category: row.params.category,
      colorScheme: row.params.colorScheme,
      seed: row.params.seed,
      width,
      height,
      // The offline renderer lights the layout's subject box and gives each variant its own treatment.
      layout: row.params.layout ? layoutById(row.params.layout) : undefined,
      variant: row.params.n - 1,
    }
    const made =
      provider.name === 'offline'
        ? await offlineVariant(deps, userId, row, request, reference, creatorPrompt)
        : await providerVariant(deps, provider, userId, row, { ...request, referenceJpeg: reference })
    await deps.db
      .update(generations)
      .set({ status: 'succeeded', ...made, completedAt: new Date() })
      .where(and(eq(generations.id, row.id), eq(generations.status, 'pending')))
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : generatorMessages.noImage
    deps.log?.warn(
      { generationId: row.id, provider: provider.name, error: message },
      'generation failed, refunding',
    )
    await failAndRefund(deps, row.id, message)
    deps.accounts.changed(userId)
  }
}

/**
 * Offline, the whole image is one image-thread step (render-steps.ts): background, subject,
 * composite and check with no encode and decode between them. Its background and icon are stored
 * for free re-edits, as a provider's are.
 */
async function offlineVariant(
  deps: Deps,
  userId: string,
  row: { id: string; params: GenerationParams },
  background: Omit<ImageRequest, 'referenceJpeg'>,
  reference: Buffer | undefined,
  creatorPrompt: string,
) {
  const { params } = row
  const { width, height } = OUTPUT_DIMENSIONS[params.output.size]
  const subject =
    params.subject === 'icon'
      ? { kind: 'icon' as const, icon: iconSubjectInput(creatorPrompt, params, width, height) }
      : params.subject === 'photo' && reference
        ? { kind: 'photo' as const, image: reference }
        : null
  const made = await runImageTask('offlineVariant', {
    background,
    subject,
    compose: composeSettingsFor(params),
    check: checkSettingsFor(params),
  })
  const backgroundKey = `generations/${userId}/${row.id}-bg.jpg`
  const composite = await storeComposite(deps.files, { userId, id: row.id }, made.composite, made.check)
  await deps.files.put(backgroundKey, made.background)
  if (params.subject) {
    const layer = params.subject === 'icon' ? made.subject : reference
    if (layer) await deps.files.put(subjectKey(userId, row.id, params.subject), layer)
  }
  return { backgroundKey, ...composite.stored, model: null }
}

/** A provider's background (Gemini), then the composite over it on an image thread. */
async function providerVariant(
  deps: Deps,
  provider: ImageProvider,
  userId: string,
  row: { id: string; params: GenerationParams },
  request: ImageRequest,
) {
  const image = await provider.generate(request)
  const ext = image.mimeType === 'image/png' ? 'png' : image.mimeType === 'image/webp' ? 'webp' : 'jpg'
  const backgroundKey = `generations/${userId}/${row.id}-bg.${ext}`
  const composite = await renderComposite(deps.files, {
    userId,
    id: row.id,
    background: image.bytes,
    params: row.params,
    subject: row.params.subject === 'photo' ? (request.referenceJpeg ?? null) : null,
  })
  await deps.files.put(backgroundKey, image.bytes)
  return { backgroundKey, ...composite.stored, model: image.model }
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

/** Marks a pending generation failed and refunds its credit; the ledger makes the refund at most once. */
export async function failAndRefund(deps: Pick<Deps, 'db'>, id: string, message: string): Promise<void> {
  const claimed = await deps.db
    .update(generations)
    .set({ status: 'failed', error: message, completedAt: new Date() })
    .where(and(eq(generations.id, id), eq(generations.status, 'pending')))
    .returning({ id: generations.id })
  if (claimed.length === 0) return
  try {
    await refundCredits(deps.db, spendKey(id))
  } catch (error) {
    // A row cut off between its insert and its spend has nothing to refund.
    if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error
  }
}

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
  const prompt = buildImagePrompt(params, reference !== undefined)
  const { batchId, rows } = await reserve(deps, userId, params, prompt, providers.image.name, providers.model)

  await Promise.all(
    rows.map((row) => produce(deps, providers.image, userId, prompt, reference, row, params.prompt)),
  )

  const done = await deps.db
    .select()
    .from(generations)
    .where(eq(generations.batchId, batchId))
    .orderBy(generations.createdAt)
  done.sort((a, b) => (a.params as GenerationParams).n - (b.params as GenerationParams).n)
  const [balance] = await deps.db
    .select({ value: users.creditBalance })
    .from(users)
    .where(eq(users.id, userId))
  const firstError = done.find((row) => row.status === 'failed')?.error
  if (done.every((row) => row.status === 'failed')) {
    throw new AppError('PROVIDER_ERROR', firstError ?? generatorMessages.noImage)
  }
  return {
    batchId,
    results: done.map(toGenerationView),
    balance: balance?.value ?? 0,
    message: generatorMessages.generated,
  }
}
