import { randomInt, randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { LayoutId } from '#shared/generator/defaults.ts'
import {
  aspectOf,
  CREDITS_PER_IMAGE,
  generatorMessages,
  REFERENCE_MAX_BYTES,
} from '#shared/generator/defaults.ts'
import { layoutById, pickLayouts } from '#shared/generator/layouts.ts'
import type { GenerateParams, GenerateResponse } from '#shared/generator/schemas.ts'
import type { AppDeps } from '../../core/app-deps.ts'
import { AppError } from '../../lib/app-error.ts'
import type { ImageOwner, ImagePool } from '../../lib/image-pool/pool.ts'
import { acceptRun, type PlannedImage } from './accept-run.ts'
import { resolveProviders } from './ai-settings.service.ts'
import type { GenerationQueue } from './generation-queue.ts'
import { subjectKindFor } from './icon-subject.ts'
import { decodeImageDataUrl, type ImageUpload } from './image-data-url.ts'
import { layerSourcesFor } from './layer-sources.ts'
import { type PersonaRun, personaRunFiles, preparePersona } from './persona-run.ts'
import { buildImagePrompt } from './prompt.ts'
import { referenceKey } from './run-file-keys.ts'
import { readStyleReference, schemeFromStyle, styleReferenceKey } from './style-reference.ts'

type Deps = Pick<AppDeps, 'db' | 'files' | 'secrets' | 'config' | 'accounts' | 'images'> & {
  jobs: GenerationQueue
  log?: FastifyBaseLogger
}

/** The reference image's data URL, re-encoded as JPEG on an image thread (at most 10 MB). */
export async function readReference(
  images: ImagePool,
  dataUrl: ImageUpload | undefined,
  owner: ImageOwner,
  /** The long side it is re-encoded at: a preview needs no more than twice its 640 px. */
  maxSide = 2048,
): Promise<Buffer | undefined> {
  if (!dataUrl) return undefined
  return decodeImageDataUrl(
    dataUrl,
    {
      maxBytes: REFERENCE_MAX_BYTES,
      tooLarge: generatorMessages.referenceTooLarge,
      notImage: generatorMessages.referenceNotImage,
    },
    (bytes) => images.run(owner, 'toJpeg', bytes, maxSide),
  )
}

/**
 * One row per image, each with its own layout (variants differ in layout), seed and prompt: each
 * prompt is planned around its variant's layout and given the variant's own treatment (prompt.ts).
 */
function planImages(
  params: GenerateParams,
  provider: string,
  persona: PersonaRun | undefined,
  promptFor: (layout: LayoutId, n: number) => string,
  /** A fixed seed (GENERATOR_SEED, for benchmarks), else each image draws a random one. */
  fixedSeed: number | undefined,
): PlannedImage[] {
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
  const images: PlannedImage[] = []
  for (let n = 1; n <= params.variants; n++) {
    const layout = layouts[n - 1] as LayoutId
    images.push({
      id: randomUUID(),
      prompt: promptFor(layout, n),
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
        seed: fixedSeed ?? randomInt(2 ** 31),
        layout,
        ...(params.layout === 'auto' ? { autoLayout: true, variants: params.variants } : {}),
        ...(subject ? { subject } : {}),
        ...(persona ? { persona: { ...persona.choice, photoId: persona.photoId } } : {}),
        layers: layerSourcesFor({
          provider,
          subject,
          persona: persona?.choice,
          textMode: params.textMode,
          layout,
        }),
      },
    })
  }
  return images
}

/**
 * Accepts a run: checks the form, decodes the reference (on an image thread), stores the reference
 * where any worker can read it, then spends the credits with the rows and the jobs (acceptRun).
 * Answers at once, every result pending; the images are made by the workers. The caller holds the
 * user's in-flight slot; from here on, the run's last job gives it back (batch.service.ts). When
 * this throws, nothing was queued and the slot is still the caller's to give back.
 */
export async function generate(deps: Deps, userId: string, body: GenerateParams): Promise<GenerateResponse> {
  if (body.layout !== 'auto' && layoutById(body.layout).aspect !== aspectOf(body.output.size)) {
    throw new AppError('VALIDATION', generatorMessages.layoutWrongAspect)
  }
  const reference = await readReference(deps.images, body.referenceImage, { key: userId })
  const style = await readStyleReference(deps.images, body.styleReference, { key: userId })
  // A style reference's palette is the run's scheme, recorded as the one used (style-reference.ts).
  const params = { ...body, colorScheme: schemeFromStyle(body.colorScheme, style) }
  const providers = await resolveProviders(deps)
  // The offline renderer draws no lettering: the run would be a picture with no title.
  if (params.textMode === 'ai' && providers.image.name === 'offline') {
    throw new AppError('AI_TEXT_NEEDS_GEMINI', generatorMessages.aiTextNeedsGemini)
  }
  // The persona is checked (404, 400, 409) and read before anything is spent.
  const persona = params.persona
    ? await preparePersona(deps, userId, params.persona, providers.image.name)
    : undefined
  const promptFor = (layout: LayoutId, n: number) =>
    buildImagePrompt(
      params,
      reference !== undefined,
      { layout, n },
      persona && { choice: persona.choice, photoCount: persona.likeness.length },
    )
  const images = planImages(params, providers.image.name, persona, promptFor, deps.config.generatorSeed)
  const imageIds = images.map((image) => image.id)
  const run = {
    provider: providers.image.name,
    model: providers.model,
    credits: CREDITS_PER_IMAGE,
    message: generatorMessages.generating,
  }
  return acceptRun(deps, userId, images, run, (batchId) => {
    const stored = reference ? referenceKey(userId, batchId) : null
    // Offline needs only the palette, already in the scheme; a model is sent the picture itself.
    const styleStored =
      style && providers.image.name !== 'offline' ? styleReferenceKey(userId, batchId) : null
    const personaFiles = persona ? personaRunFiles(userId, batchId, imageIds, persona) : null
    return {
      files: [
        ...(stored && reference ? [{ key: stored, bytes: reference }] : []),
        ...(styleStored && style ? [{ key: styleStored, bytes: style.jpeg }] : []),
        ...(personaFiles?.files ?? []),
      ],
      jobs: images.map((image) => ({
        generationId: image.id,
        batchId,
        userId,
        creatorPrompt: params.prompt,
        referenceKey: stored,
        styleReferenceKey: styleStored,
        ...(personaFiles && personaFiles.likenessKeys.length > 0
          ? { likenessKeys: personaFiles.likenessKeys }
          : {}),
        backoffs: 0,
      })),
    }
  })
}
