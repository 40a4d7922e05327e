import { aspectOf, OUTPUT_DIMENSIONS } from '#shared/generator/defaults.ts'
import { layoutFor, pickLayouts } from '#shared/generator/layouts.ts'
import { type GenerationParams, generateBodySchema } from '#shared/generator/schemas.ts'
import type { ImageOwner, ImagePool } from '../../lib/image-pool/pool.ts'
import { pictureSettings } from '../../providers/ai/offline-palette.ts'
import { iconSubjectInput } from './icon-subject.ts'
import { layerSourcesFor } from './layer-sources.ts'
import { aroundOptionsFor } from './make-image.ts'
import { buildImagePrompt } from './prompt.ts'
import { checkSettingsFor, composeSettingsFor } from './render.ts'

/** What the product draws for itself (the showcase's first-start thumbnails): a run's form, and its seed. */
export interface OfflineThumbnailSpec {
  category: string
  prompt: string
  title: string
  subtitle?: string
  /** The offline renderer's seed: the same spec draws the same bytes. */
  seed: number
}

/**
 * One thumbnail as an offline run of one image would make it, through the same plan, renderer and
 * compositor (render-steps.ts), but for no one: no row, no credit, nothing stored. The caller
 * decides where the bytes go. Throws a ZodError when the spec is not a form a creator could send.
 */
export async function renderOfflineThumbnail(
  images: ImagePool,
  owner: ImageOwner,
  spec: OfflineThumbnailSpec,
): Promise<{ bytes: Buffer; width: number; height: number; mimeType: string }> {
  const body = generateBodySchema.parse({
    category: spec.category,
    prompt: spec.prompt,
    textOverlay: { title: spec.title, subtitle: spec.subtitle ?? '' },
    variants: 1,
  })
  const aspect = aspectOf(body.output.size)
  const [layout] = pickLayouts(body.textOverlay.title, aspect, 1, body.layout, false)
  if (!layout) throw new Error('no layout suits this title')
  const planned: GenerationParams = {
    category: body.category,
    colorScheme: body.colorScheme,
    overlay: body.overlay,
    textOverlay: body.textOverlay,
    referenceStyle: body.referenceStyle,
    hasReference: false,
    textMode: body.textMode,
    output: body.output,
    n: 1,
    seed: spec.seed,
    layout,
    autoLayout: true,
    variants: 1,
    subject: 'icon',
    layers: layerSourcesFor({ provider: 'offline', subject: 'icon', textMode: body.textMode, layout }),
  }
  const params = { ...planned, ...pictureSettings({ ...planned, variant: 0 }) }
  const { width, height } = OUTPUT_DIMENSIONS[params.output.size]
  const made = await images.run(owner, 'offlineVariant', {
    background: {
      prompt: buildImagePrompt(body, false, { layout, n: 1 }),
      category: params.category,
      colorScheme: params.colorScheme,
      seed: params.seed,
      width,
      height,
      layout: layoutFor(layout, params.textOverlay.title, true),
      variant: 0,
    },
    subject: { kind: 'icon', icon: iconSubjectInput(spec.prompt, params, width, height) },
    compose: composeSettingsFor(params),
    check: checkSettingsFor(params),
    around: aroundOptionsFor(params),
  })
  const { bytes, width: w, height: h, mimeType } = made.composite
  return { bytes, width: w, height: h, mimeType }
}
