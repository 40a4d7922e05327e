import { createCanvas, type Image, loadImage, type SKRSContext2D } from '@napi-rs/canvas'
import {
  type Aspect,
  DEFAULT_COLOR_SCHEME,
  type LayoutId,
  type OutputFormat,
} from '#shared/generator/defaults.ts'
import { layoutById, pickLayouts } from '#shared/generator/layouts.ts'
import type { Overlay, TextOverlay } from '#shared/schemas/generator.ts'
import { accentColorFor, outlineFor, pickTextColor, plateTextColorFor, regionLuminance } from './contrast.ts'
import { encodeUnderLimit } from './encode.ts'
import { registerFonts } from './fonts.ts'
import { type Rect, toRect, typesetArea, union } from './frame.ts'
import { drawOverlay } from './overlay.ts'
import { drawScrim } from './scrim.ts'
import { drawSubject, type SubjectKind } from './subject.ts'
import { drawType } from './type-draw.ts'
import { fitType } from './type-fit.ts'

export type { Rect } from './frame.ts'

/** Plain data only (buffers, strings, numbers), so a worker thread can run compose unchanged. */
export interface ComposeInput {
  /** The AI (or offline) background: any format Skia decodes, any size. */
  background: Buffer | Uint8Array | Image
  width: number
  height: number
  format: OutputFormat
  overlay: Overlay
  textOverlay: TextOverlay
  /** The composition; absent: picked from the title for the frame's aspect, as 'auto' does. */
  layout?: LayoutId
  /** Accent words and subject outlines take the secondary, the subtitle plate the primary. */
  colorScheme?: { primary: string; secondary: string }
  /** A photo is cover-cropped into the layout's subject box, an icon (RGBA PNG) contained in it. */
  subject?: { image: Buffer | Uint8Array; kind: SubjectKind } | null
  /** The soft shade behind the type (default on); tests that count the type's own pixels turn it off. */
  scrim?: boolean
}

export interface ComposeResult {
  bytes: Buffer
  mimeType: 'image/jpeg' | 'image/png'
  width: number
  height: number
  layout: LayoutId
  /** Everything typeset, together (null without text); tests and the bench read these. */
  textBox: Rect | null
  textColor: string | null
  accentColor: string | null
  /** Cap height of the title in output pixels (null without a title). */
  titleLetterHeightPx: number | null
  /** Every box drawn: each title line (outline and shadow included), the plate, each subtitle line. */
  textRects: { kind: 'title' | 'subtitle' | 'plate'; rect: Rect }[]
}

const aspectOfFrame = (width: number, height: number): Aspect => (height > width ? '9:16' : '16:9')

const decode = (source: Buffer | Uint8Array | Image) =>
  source instanceof Uint8Array
    ? loadImage(
        Buffer.isBuffer(source) ? source : Buffer.from(source.buffer, source.byteOffset, source.byteLength),
      )
    : Promise.resolve(source)

/** The background cover-cropped to the exact frame. */
async function drawBackground(
  ctx: SKRSContext2D,
  source: Buffer | Uint8Array | Image,
  width: number,
  height: number,
) {
  const background = await decode(source)
  const scale = Math.max(width / background.width, height / background.height)
  const sw = width / scale
  const sh = height / scale
  // Gemini's 16:9 frame (1344×768) is within a few percent of 720p, where bilinear is as good as
  // Skia's high-quality filter at a third of the cost; large rescales (4K from 1080p) get 'high'.
  // (libvips through sharp was measured too: decode plus resize cost more than Skia's.)
  ctx.imageSmoothingQuality = scale > 0.75 && scale < 1.34 ? 'low' : 'high'
  ctx.drawImage(
    background,
    (background.width - sw) / 2,
    (background.height - sh) / 2,
    sw,
    sh,
    0,
    0,
    width,
    height,
  )
}

/**
 * The layers bottom to top: the background cover-cropped to the exact frame; the overlay,
 * feathered; a soft shade behind where the type will go; the subject in the layout's subject box
 * (above the overlay, so a dimming overlay never dulls it); the type fitted to the layout's text
 * box. Then an encode that always lands under 2 MB. Pure: the same input gives the same pixels.
 */
export async function compose(input: ComposeInput): Promise<ComposeResult> {
  registerFonts()
  const { width, height, textOverlay } = input
  const aspect = aspectOfFrame(width, height)
  const layout = layoutById(
    input.layout ?? (pickLayouts(textOverlay.title, aspect, 1, 'auto')[0] as LayoutId),
  )
  if (layout.aspect !== aspect) throw new Error(`The layout ${layout.id} is not for a ${aspect} frame`)
  const scheme = input.colorScheme ?? DEFAULT_COLOR_SCHEME
  const shortSide = Math.min(width, height)
  const canvas = createCanvas(width, height)
  const ctx = canvas.getContext('2d')
  await drawBackground(ctx, input.background, width, height)
  drawOverlay(ctx, input.overlay, width, height)

  const area = typesetArea(layout.textBox, width, height)
  let textColor = textOverlay.textColor
  if (textOverlay.aiSuggestTextColor) {
    textColor = pickTextColor(regionLuminance(ctx.getImageData(area.x, area.y, area.w, area.h).data))
  }
  const outline = outlineFor(textColor)
  const accent = accentColorFor(textColor, outline, scheme)

  const type = fitType(ctx, textOverlay, area, shortSide, layout.textAlign, layout.id === 'big-number')
  const typeBox = type ? union(type.rects.map((r) => r.rect)) : null
  if (typeBox && input.scrim !== false) drawScrim(ctx, typeBox, outline)

  if (input.subject && layout.subjectBox) {
    const image = await decode(input.subject.image)
    drawSubject(
      ctx,
      { image, kind: input.subject.kind },
      toRect(layout.subjectBox, width, height),
      accent,
      shortSide,
    )
  }

  if (type) {
    drawType(ctx, type, {
      text: textColor,
      accent,
      outline,
      plate: scheme.primary,
      plateText: plateTextColorFor(scheme.primary),
    })
  }
  const encoded = await encodeUnderLimit(canvas, input.format)
  const hasTitle = (type?.title.lines.length ?? 0) > 0
  return {
    ...encoded,
    width,
    height,
    layout: layout.id,
    textBox: typeBox,
    textColor: type ? textColor : null,
    accentColor: hasTitle ? accent : null,
    titleLetterHeightPx: hasTitle && type ? Math.round(type.title.capHeight * 10) / 10 : null,
    textRects: type?.rects ?? [],
  }
}
