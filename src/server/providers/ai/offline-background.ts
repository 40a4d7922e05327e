import { type Canvas, createCanvas, type SKRSContext2D } from '@napi-rs/canvas'
import type { Box, Layout } from '#shared/generator/layouts.ts'
import type { ColorScheme } from '#shared/generator/schemas.ts'
import { canvasJpeg } from '../../lib/canvas-jpeg.ts'
import { withAlpha } from './offline-colour.ts'
import { type Frame, TEXT_CLEARANCE, type Treatment } from './offline-frame.ts'
import { type Palette, workingPalette } from './offline-palette.ts'
import { TREATMENTS } from './offline-treatments.ts'
import { hashString, seededRandom } from './seeded-random.ts'

/** How strongly a light picture's treatment is laid over its ground (a dark one's: fully). */
const LIGHT_PATTERN_ALPHA = 0.6

/** Plain data in and bytes out, so the renderer can run in a worker thread. */
export interface BackgroundOptions {
  category: string
  colorScheme: ColorScheme
  seed: number
  width: number
  height: number
  /** The composite's layout: light behind its subject box, calm under its text box. */
  layout?: Layout
  /** Position in the run from 0; each position gets its own treatment. */
  variant?: number
}

/**
 * The treatment for a request. A run shares its category, so consecutive variants take
 * consecutive treatments and 4 variants are 4 different pictures; a lone image with no variant
 * number takes one from its seed.
 */
export function treatmentFor(options: Pick<BackgroundOptions, 'category' | 'seed' | 'variant'>): Treatment {
  const index =
    options.variant === undefined
      ? options.seed
      : hashString(options.category) + Math.max(0, Math.floor(options.variant))
  return TREATMENTS[index % TREATMENTS.length] as Treatment
}

/**
 * A designed background with no network, built around where the subject and the text will go:
 * a dark or light base in one hue (the variant's palette), the variant's treatment in the primary, a focal light behind the subject,
 * a calm field under the text (dark under light type, pale under dark type), accents in the secondary, grain and a vignette. Same inputs,
 * same bytes.
 */
export async function renderOfflineBackground(options: BackgroundOptions): Promise<Buffer> {
  return encodeOfflineBackground(drawOfflineBackground(options))
}

/** The stored form of a drawn background (what renderOfflineBackground answers). */
export const encodeOfflineBackground = (canvas: Canvas): Promise<Buffer> => canvasJpeg(canvas, 90)

/**
 * The background's canvas, for an image thread that goes on drawing the composite over it (and
 * may hand in a blank canvas of the size to draw on, one it reuses).
 */
export function drawOfflineBackground(
  options: BackgroundOptions,
  canvas: Canvas = createCanvas(options.width, options.height),
): Canvas {
  const { width: w, height: h } = options
  const random = seededRandom(
    options.seed ^ hashString(options.category) ^ ((options.variant ?? 0) * 0x9e3779b1),
  )
  const palette = workingPalette(options.category, options.colorScheme, options.variant)
  const frame = frameFor(w, h, options.layout)
  const treatment = treatmentFor(options)
  const ctx = canvas.getContext('2d')

  drawBase(ctx, frame, palette)
  // A light picture's pattern is a soft echo: at 320×180 its dots and edges, dark in some colour
  // channel, were read as letters beside the dark type, and the whole title was lost.
  ctx.globalAlpha = palette.light ? LIGHT_PATTERN_ALPHA : 1
  const laidOut = treatment.under(ctx, frame, palette, random)
  ctx.globalAlpha = 1
  drawFocalLight(ctx, frame, palette)
  drawCalm(ctx, frame, palette)
  if (treatment.over && !palette.light) {
    // The crisp accents (sparkles, slashes, arcs, dust) never come near the type: at 168×94 a thin
    // bright stroke beside a word reads as a letter ('/', '(', 'o').
    ctx.save()
    clipOutsideText(ctx, frame)
    treatment.over(ctx, frame, palette, random, laidOut)
    ctx.restore()
  }
  drawGrain(ctx, random, w, h)
  return canvas
}

const toPixels = (box: Box, w: number, h: number) => ({
  x: box.x * w,
  y: box.y * h,
  w: box.w * w,
  h: box.h * h,
})

/**
 * Without a layout the subject sits in the middle (a neutral composition); a layout with no
 * subject box (a centre stack) gets its light behind the text box, which the calm pass then dims.
 */
export function frameFor(w: number, h: number, layout: Layout | undefined): Frame {
  const unit = Math.min(w, h)
  const text = layout ? toPixels(layout.textBox, w, h) : null
  const box = layout?.subjectBox ? toPixels(layout.subjectBox, w, h) : null
  const subject = box
    ? { x: box.x + box.w / 2, y: box.y + box.h / 2, r: Math.min(box.w, box.h) / 2 }
    : text
      ? { x: text.x + text.w / 2, y: text.y + text.h / 2, r: unit * 0.4 }
      : { x: w / 2, y: h / 2, r: unit * 0.35 }
  return { w, h, unit, subject, text, hasSubject: box !== null || text === null }
}

/** The base: a one-hue ramp, lighter toward the subject, darker toward the text and the corners. */
function drawBase(ctx: SKRSContext2D, { w, h, subject }: Frame, p: Palette): void {
  ctx.fillStyle = p.base
  ctx.fillRect(0, 0, w, h)
  const lift = ctx.createRadialGradient(subject.x, subject.y, 0, subject.x, subject.y, Math.hypot(w, h) * 0.7)
  lift.addColorStop(0, p.baseLift)
  lift.addColorStop(1, withAlpha(p.baseLift, 0))
  ctx.fillStyle = lift
  ctx.fillRect(0, 0, w, h)
}

/** A bright core in the primary's own hue behind the subject, so it pops off the frame. */
function drawFocalLight(ctx: SKRSContext2D, { subject, hasSubject }: Frame, p: Palette): void {
  const r = subject.r * 1.35
  const light = ctx.createRadialGradient(subject.x, subject.y, 0, subject.x, subject.y, r)
  // The light fades through the primary's own dark tone, never from a bright colour straight to
  // transparent: a faint yellow over navy reads as green. Behind text alone (no subject box) there
  // is no hot core, which the calm pass would only turn grey.
  // On a light picture the core is the primary's full colour: a pale glow would melt into the
  // pale ground, and the subject would float on nothing.
  const core = hasSubject && !p.light ? p.primaryLight : p.primary
  light.addColorStop(0, withAlpha(core, hasSubject ? 0.9 : 0.4))
  light.addColorStop(0.35, withAlpha(p.primary, hasSubject ? 0.6 : 0.4))
  light.addColorStop(0.7, withAlpha(p.primaryDeep, 0.3))
  light.addColorStop(1, withAlpha(p.primaryDeep, 0))
  ctx.fillStyle = light
  // Only the light's own square: the gradient is transparent beyond it.
  ctx.fillRect(subject.x - r, subject.y - r, r * 2, r * 2)
}

/**
 * Quiet under the type: the base colour laid evenly over the text box (a plateau, so the pattern
 * beneath stays faintly visible rather than sloping into a dark hole), feathered at its edges,
 * and a vignette that deepens from the subject toward the text side.
 */
function drawCalm(ctx: SKRSContext2D, { w, h, subject, text, unit }: Frame, p: Palette): void {
  if (text) {
    const cx = text.x + text.w / 2
    const cy = text.y + text.h / 2
    ctx.save()
    ctx.translate(cx, cy)
    // A pale plateau stands out from a light picture's deeper pattern more than a dark one does
    // from a dark picture: it reaches further, so its feathered edge falls outside the words.
    const reach = p.light ? 0.85 : 0.72
    ctx.scale(text.w * reach, text.h * reach)
    const calm = ctx.createRadialGradient(0, 0, 0, 0, 0, 1)
    calm.addColorStop(0, withAlpha(p.calmTone, p.calm))
    calm.addColorStop(0.65, withAlpha(p.calmTone, p.calm * 0.92))
    calm.addColorStop(1, withAlpha(p.calmTone, 0))
    ctx.fillStyle = calm
    ctx.fillRect(-2, -2, 4, 4)
    ctx.restore()
    const distance = Math.hypot(cx - subject.x, cy - subject.y)
    if (distance > unit * 0.2) {
      const toward = ctx.createLinearGradient(subject.x, subject.y, cx, cy)
      toward.addColorStop(0, withAlpha(p.calmTone, 0))
      toward.addColorStop(0.45, withAlpha(p.calmTone, 0))
      toward.addColorStop(0.8, withAlpha(p.calmTone, 0.3))
      toward.addColorStop(1, withAlpha(p.calmTone, 0.3))
      ctx.fillStyle = toward
      ctx.fillRect(0, 0, w, h)
    }
  }
  const vignette = ctx.createRadialGradient(w / 2, h / 2, unit * 0.45, w / 2, h / 2, Math.hypot(w, h) * 0.6)
  vignette.addColorStop(0, withAlpha(p.shadow, 0))
  // A light picture's corners deepen only a little: its brightness is its mood.
  vignette.addColorStop(1, withAlpha(p.shadow, p.light ? 0.3 : 0.5))
  ctx.fillStyle = vignette
  ctx.fillRect(0, 0, w, h)
}

/** Everything but the text box and a margin around it (a tenth of the short side). */
function clipOutsideText(ctx: SKRSContext2D, { w, h, text, unit }: Frame): void {
  if (!text) return
  const m = unit * TEXT_CLEARANCE
  ctx.beginPath()
  ctx.rect(0, 0, w, h)
  ctx.rect(text.x - m, text.y - m, text.w + 2 * m, text.h + 2 * m)
  ctx.clip('evenodd')
}

/** Film grain from one small noise tile, repeated: texture without per-pixel work at 4K. */
function drawGrain(ctx: SKRSContext2D, random: () => number, w: number, h: number): void {
  const size = 96
  const tile = createCanvas(size, size)
  const tctx = tile.getContext('2d')
  const image = tctx.createImageData(size, size)
  for (let i = 0; i < image.data.length; i += 4) {
    const v = Math.floor(random() * 255)
    image.data[i] = v
    image.data[i + 1] = v
    image.data[i + 2] = v
    image.data[i + 3] = 14
  }
  tctx.putImageData(image, 0, 0)
  const pattern = ctx.createPattern(tile, 'repeat')
  if (!pattern) return
  ctx.fillStyle = pattern
  ctx.fillRect(0, 0, w, h)
}
