import { type Canvas, createCanvas } from '@napi-rs/canvas'
import { type Aspect, aspectOf, PREVIEW_DIMENSIONS } from '#shared/generator/defaults.ts'
import type { PreviewParams } from '#shared/generator/schemas.ts'
import { canvasJpegHere } from '../../lib/canvas-jpeg.ts'
import { isLightGround } from '../../providers/ai/offline-palette.ts'
import { drawIconSubject, type IconSubjectInput } from '../../providers/ai/offline-subject.ts'
import { type ComposeInput, composeLayers, releaseFrame } from './compositor/compose.ts'
import { JPEG_QUALITY } from './compositor/encode.ts'
import { type CompositeSettings, composeInputFor } from './render.ts'

/** How much of the scheme's background colour tints the neutral grey. */
const TINT = 0.35
const NEUTRAL_TOP = [92, 100, 114] as const
const NEUTRAL_BOTTOM = [30, 34, 41] as const
/**
 * For a light ground (a light offline picture, dark type on it): a pale grey. Over the dark one the
 * compositor's 'AI text colour' would pick a white title the download does not have.
 */
const LIGHT_TOP = [236, 238, 242] as const
const LIGHT_BOTTOM = [196, 200, 208] as const
const BACKDROP_CACHE_LIMIT = 64
const backdrops = new Map<string, Canvas>()
/** Icons drawn for the preview, per image thread: the prompt changes far less often than the text. */
const ICON_CACHE_LIMIT = 8
const icons = new Map<string, Canvas>()

/** The icon the run will draw, drawn here (no PNG between) and kept for the next keystroke. */
function previewIcon(input: IconSubjectInput): Canvas {
  const key = JSON.stringify(input)
  let icon = icons.get(key)
  if (icon) icons.delete(key)
  else icon = drawIconSubject(input)
  icons.set(key, icon)
  if (icons.size > ICON_CACHE_LIMIT) icons.delete(icons.keys().next().value ?? '')
  return icon
}

function mix(neutral: readonly number[], tint: readonly number[]) {
  const [r, g, b] = neutral.map((value, i) => Math.round(value * (1 - TINT) + (tint[i] ?? 0) * TINT))
  return `rgb(${r}, ${g}, ${b})`
}

/**
 * The stand-in for a background that does not exist yet: a grey top-to-bottom gradient, tinted by
 * the scheme's background colour so the choice shows, but plainly not a picture; pale when that
 * colour makes a light picture, as light as the picture will be under the title. Drawn small and
 * scaled up by the compositor like any background (a gradient loses nothing), and kept per colour
 * (per image thread: each thread keeps its own few). A canvas rather than PNG bytes: an encode and
 * a decode would each go through the process's shared threadpool (see renderPreview).
 */
export function neutralBackdrop(backgroundHex: string, aspect: Aspect): Canvas {
  const key = `${backgroundHex.toLowerCase()}:${aspect}`
  let backdrop = backdrops.get(key)
  if (!backdrop) {
    const tint = [1, 3, 5].map((at) => Number.parseInt(backgroundHex.slice(at, at + 2), 16))
    const [width, height] = aspect === '16:9' ? [64, 36] : [36, 64]
    backdrop = createCanvas(width, height)
    const ctx = backdrop.getContext('2d')
    const gradient = ctx.createLinearGradient(0, 0, 0, height)
    const [top, bottom] = isLightGround(backgroundHex)
      ? [LIGHT_TOP, LIGHT_BOTTOM]
      : [NEUTRAL_TOP, NEUTRAL_BOTTOM]
    gradient.addColorStop(0, mix(top, tint))
    gradient.addColorStop(1, mix(bottom, tint))
    ctx.fillStyle = gradient
    ctx.fillRect(0, 0, width, height)
    if (backdrops.size >= BACKDROP_CACHE_LIMIT) backdrops.delete(backdrops.keys().next().value ?? '')
    backdrops.set(key, backdrop)
  }
  return backdrop
}

/** The subject layer: a picture (the reference photo), or the icon to draw for the prompt. */
export type PreviewSubject = ComposeInput['subject'] | { icon: IconSubjectInput }

/**
 * The preview's pixels: the composite at 640×360 (360×640 for a Shorts cover) through the same
 * mapping and compositor as the final image, over the given background (else the neutral
 * backdrop) with the subject layer the run will have. An image-thread task.
 *
 * Without a reference it is drawn and encoded on the calling thread alone (decision 042): a
 * creator's preview beside another account's flood runs on the spare thread, above the pool's
 * priority, and sharp's encode would hand it back to the shared, idle-class libvips workers. The
 * JPEG is compose()'s first try, pixel for pixel (canvasJpegHere).
 */
export async function renderPreview(
  // A generation's own params too, for the live preview of a re-edit.
  params: CompositeSettings & Pick<PreviewParams, 'output'>,
  background?: Buffer,
  subject: PreviewSubject = null,
): Promise<Buffer> {
  const aspect = aspectOf(params.output.size)
  const backdrop = background ?? neutralBackdrop(params.colorScheme.background, aspect)
  const frame = { ...PREVIEW_DIMENSIONS[aspect], format: 'jpeg' as const }
  const layer: ComposeInput['subject'] =
    subject && 'icon' in subject ? { image: previewIcon(subject.icon), kind: 'icon' } : subject
  const { canvas } = await composeLayers(composeInputFor(params, backdrop, frame, layer))
  try {
    // 640×360 at this quality is a few hundred KB at most: always under the final's 2 MB limit.
    return canvasJpegHere(canvas, JPEG_QUALITY)
  } finally {
    releaseFrame(canvas)
  }
}
