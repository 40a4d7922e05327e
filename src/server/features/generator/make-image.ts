import { aspectOf, OUTPUT_DIMENSIONS } from '#shared/generator/defaults.ts'
import { type AroundOptions, type FoundSubject, settleAround } from '#shared/generator/layout-around.ts'
import { layoutFor, pickLayouts } from '#shared/generator/layouts.ts'
import type { GenerationParams } from '#shared/generator/schemas.ts'
import type { AppDeps } from '../../core/app-deps.ts'
import type { ImagePool } from '../../lib/image-pool/pool.ts'
import { pictureSettings } from '../../providers/ai/offline-palette.ts'
import type { ImageProvider, ImageRequest } from '../../providers/ai/types.ts'
import { iconSubjectInput } from './icon-subject.ts'
import { subjectSourceFor } from './layer-sources.ts'
import {
  checkSettingsFor,
  composeSettingsFor,
  renderComposite,
  storeComposite,
  subjectKey,
} from './render.ts'

type Deps = Pick<AppDeps, 'files' | 'images'>

/**
 * One image of a run, as a worker makes it: the background (the offline renderer, or the
 * provider's call), the subject, the composite and its check, each layer stored for free re-edits.
 * Answers the row's columns; the caller marks the row.
 */
export async function makeImage(
  deps: Deps,
  provider: ImageProvider,
  userId: string,
  row: { id: string; prompt: string; params: GenerationParams },
  reference: Buffer | undefined,
  /** The creator's own words, which the icon subject is chosen from. */
  creatorPrompt: string,
  /**
   * For a model run only: 'Recreate this style' (offline has its palette in the scheme already) and
   * 'AI likeness' (the persona's photos).
   */
  extra: { styleReference?: Buffer; likeness?: Buffer[] } = {},
) {
  const { width, height } = OUTPUT_DIMENSIONS[row.params.output.size]
  const request = {
    prompt: row.prompt,
    category: row.params.category,
    colorScheme: row.params.colorScheme,
    seed: row.params.seed,
    width,
    height,
    // The offline renderer lights the layout's subject box and gives each variant its own treatment.
    layout: row.params.layout
      ? layoutFor(row.params.layout, row.params.textOverlay.title, row.params.autoLayout === true)
      : undefined,
    variant: row.params.n - 1,
  }
  return provider.name === 'offline'
    ? offlineVariant(deps, userId, row, request, reference, creatorPrompt)
    : providerVariant(deps, provider, userId, row, {
        ...request,
        referenceJpeg: reference,
        styleReferenceJpeg: extra.styleReference,
        ...(extra.likeness && extra.likeness.length > 0 ? { personaJpegs: extra.likeness } : {}),
      })
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
  // The palette the picture used, and a dark title on a light one (offline-palette.ts), are
  // stored with the image's params, so re-edits and the edit dialog agree with the picture.
  const params = { ...row.params, ...pictureSettings({ ...row.params, variant: row.params.n - 1 }) }
  const { width, height } = OUTPUT_DIMENSIONS[params.output.size]
  // The persona's cut-out was copied under this image's own key when the run was accepted.
  const cutout =
    params.subject === 'persona' ? await deps.files.get(subjectKey(userId, row.id, 'persona')) : null
  const subject =
    params.subject === 'icon'
      ? { kind: 'icon' as const, icon: iconSubjectInput(creatorPrompt, params, width, height) }
      : params.subject === 'photo' && reference
        ? { kind: 'photo' as const, image: reference }
        : cutout
          ? { kind: 'persona' as const, image: cutout }
          : null
  // A job's step waits for its turn rather than being refused: its credit is spent already.
  const made = await deps.images.run({ key: userId, background: true }, 'offlineVariant', {
    background,
    subject,
    compose: composeSettingsFor(params),
    check: checkSettingsFor(params),
    around: aroundOptionsFor(params),
  })
  const backgroundKey = `generations/${userId}/${row.id}-bg.jpg`
  const composite = await storeComposite(deps.files, { userId, id: row.id }, made.composite, made.check)
  await deps.files.put(backgroundKey, made.background)
  if (params.subject === 'icon' || params.subject === 'photo') {
    const layer = params.subject === 'icon' ? made.subject : reference
    if (layer) await deps.files.put(subjectKey(userId, row.id, params.subject), layer)
  }
  const settled = made.found ? paramsWithFound(params, made.found, 'saliency-map') : params
  return { backgroundKey, ...composite.stored, model: null, params: settled }
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
  const params = await settleProviderLayout(deps.images, row.params, image.bytes, userId)
  const ext = image.mimeType === 'image/png' ? 'png' : image.mimeType === 'image/webp' ? 'webp' : 'jpg'
  const backgroundKey = `generations/${userId}/${row.id}-bg.${ext}`
  const composite = await renderComposite(deps, {
    userId,
    id: row.id,
    background: image.bytes,
    params,
    owner: { key: userId, background: true },
    // The reference photo is at hand; the persona's cut-out is read from this image's own key.
    subject:
      params.subject === 'photo'
        ? (request.referenceJpeg ?? null)
        : params.subject === 'persona'
          ? undefined
          : null,
  })
  await deps.files.put(backgroundKey, image.bytes)
  return { backgroundKey, ...composite.stored, model: image.model, params }
}

/**
 * How a row's layout is settled once its background exists: 'auto' moves off the background's
 * subject; a chosen layout is kept and judged. In 'AI-drawn text' mode the model set the title
 * where it drew it, so the layout is kept. Older rows (no layout) are composed as before.
 */
export function aroundOptionsFor(params: GenerationParams): AroundOptions | undefined {
  if (!params.layout) return undefined
  const aspect = aspectOf(params.output.size)
  const withSubject = params.persona?.mode === 'authentic'
  // The run's plan (pickLayouts for its number of variants) holds the other variants' layouts.
  const plan = pickLayouts(params.textOverlay.title, aspect, params.variants ?? 1, 'auto', withSubject)
  return {
    title: params.textOverlay.title,
    aspect,
    planned: params.layout,
    n: params.n,
    withSubject,
    auto: params.autoLayout === true && params.textMode !== 'ai',
    taken: plan.filter((layout, i) => i !== params.n - 1 && layout !== params.layout),
  }
}

/** The row's params once its subject is found: the layout used, what was found, the layers line. */
function paramsWithFound(
  params: GenerationParams,
  found: FoundSubject,
  method: NonNullable<GenerationParams['salient']>['method'],
): GenerationParams {
  const { box, share, textBoxOverlap } = found
  const plannedLayout = params.layout ?? found.layout
  const next: GenerationParams = {
    ...params,
    layout: found.layout,
    salient: { box, share, method, textBoxOverlap, plannedLayout },
  }
  if (params.layers) next.layers = { ...params.layers, subject: subjectSourceFor(next) }
  return next
}

/**
 * A model's background is read by u2netp, the salient-object model (a few hundred milliseconds of
 * an image thread, beside a call of several seconds). A detector that fails costs the creator
 * nothing: the image is composed in the planned layout, as before.
 */
async function settleProviderLayout(
  images: ImagePool,
  params: GenerationParams,
  background: Buffer,
  userId: string,
) {
  const around = aroundOptionsFor(params)
  if (!around) return params
  const owner = { key: userId, background: true }
  const salient = await images.run(owner, 'salientSubject', background).catch(() => null)
  return salient ? paramsWithFound(params, settleAround(salient, around), 'u2netp') : params
}
