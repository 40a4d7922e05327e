import { createHash } from 'node:crypto'
import { type Canvas, createCanvas, type Image, loadImage, type SKRSContext2D } from '@napi-rs/canvas'
import {
  type Aspect,
  DEFAULT_COLOR_SCHEME,
  type LayoutId,
  type OutputFormat,
} from '#shared/generator/defaults.ts'
import { layoutFor, pickLayouts } from '#shared/generator/layouts.ts'
import type { Overlay, TextOverlay } from '#shared/generator/schemas.ts'
import { accentColorFor, outlineFor, pickTextColor, plateTextColorFor, regionLuminance } from './contrast.ts'
import { encodeUnderLimit } from './encode.ts'
import { registerFonts } from './fonts.ts'
import { type Rect, toRect, typesetArea, union } from './frame.ts'
import { drawOverlay } from './overlay.ts'
import { drawScrim } from './scrim.ts'
import { drawSubject, type SubjectKind } from './subject.ts'
import { drawType } from './type-draw.ts'
import { fitType, type TypeLayout } from './type-fit.ts'

export type { Rect } from './frame.ts'

/**
 * A picture to draw: encoded bytes (any format Skia decodes), or, within one image thread, an
 * image or a canvas already drawn (the offline renderer's own, with no encode and decode between).
 */
export type Picture = Buffer | Uint8Array | Image | Canvas

/**
 * Plain data (buffers, strings, numbers) when it crosses to an image thread; a canvas or image
 * only from code already on one.
 */
export interface ComposeInput {
  /**
   * The AI (or offline) background, any size. A canvas of exactly the frame's size is drawn on
   * in place (compose owns it from then on); anything else is cover-cropped into a new one.
   */
  background: Picture
  width: number
  height: number
  format: OutputFormat
  overlay: Overlay
  textOverlay: TextOverlay
  /** The composition; absent: picked from the title for the frame's aspect, as 'auto' does. */
  layout?: LayoutId
  /** The layout was picked by 'auto' (a generation's params.autoLayout): a right-to-left title mirrors it. */
  autoLayout?: boolean
  /** The title the layout is placed for when the model drew it ('AI-drawn text' sets no title here). */
  layoutTitle?: string
  /** Accent words and subject outlines take the secondary, the subtitle plate the primary. */
  colorScheme?: { primary: string; secondary: string }
  /** A photo is cover-cropped into the layout's subject box, an icon (RGBA PNG) contained in it. */
  subject?: { image: Picture; kind: SubjectKind } | null
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

/**
 * Decoded pictures by content, per image thread: the live preview sends the same reference and
 * icon on every keystroke, and each free re-edit sends the same stored background and subject.
 * A hit skips a decode that costs more than the whole rest of a 720p composite (about 8 ms for a
 * 1280×720 JPEG); the key is a hash of the bytes (well under a millisecond), so a hit is always
 * the same picture. Bounded by count and by pixels (about 32 MB at most per thread), and the
 * cache goes with the thread when an idle thread ends.
 */
const DECODED_LIMIT = 6
const DECODED_PIXEL_LIMIT = 8_000_000
const decoded = new Map<string, { image: Promise<Image>; pixels: number }>()

const isEncoded = (source: Picture): source is Buffer | Uint8Array => source instanceof Uint8Array

function decode(source: Picture): Promise<Image | Canvas> {
  if (!isEncoded(source)) return Promise.resolve(source)
  const key = createHash('sha1').update(source).digest('base64')
  const hit = decoded.get(key)
  if (hit) {
    // Most recently used last: the first entry is the one to drop.
    decoded.delete(key)
    decoded.set(key, hit)
    return hit.image
  }
  const entry = {
    image: loadImage(
      Buffer.isBuffer(source) ? source : Buffer.from(source.buffer, source.byteOffset, source.byteLength),
    ),
    pixels: 0,
  }
  decoded.set(key, entry)
  entry.image.then(
    (image) => {
      entry.pixels = image.width * image.height
      let total = 0
      for (const item of decoded.values()) total += item.pixels
      for (const [oldest, item] of decoded) {
        if (decoded.size <= DECODED_LIMIT && total <= DECODED_PIXEL_LIMIT) break
        if (item === entry) break
        decoded.delete(oldest)
        total -= item.pixels
      }
    },
    // A picture that does not decode is not remembered: the caller gets the error each time.
    () => decoded.delete(key),
  )
  return entry.image
}

/** The background cover-cropped to the exact frame. */
function drawBackground(ctx: SKRSContext2D, background: Image | Canvas, width: number, height: number) {
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
 * What compose measured, beside the canvas it drew (callers on an image thread read its pixels)
 * and the type as set (the pre-publish check redraws its shape as a mask, decision 032).
 */
export type ComposedLayers = Omit<ComposeResult, 'bytes' | 'mimeType'> & {
  canvas: Canvas
  type: TypeLayout | null
}

/**
 * The layers bottom to top: the background cover-cropped to the exact frame; the overlay,
 * feathered; a soft shade behind where the type will go; the subject in the layout's subject box
 * (above the overlay, so a dimming overlay never dulls it); the type fitted to the layout's text
 * box. Pure: the same input gives the same pixels.
 */
export async function composeLayers(input: ComposeInput): Promise<ComposedLayers> {
  registerFonts()
  const { width, height, textOverlay } = input
  const aspect = aspectOfFrame(width, height)
  const layout = layoutFor(
    input.layout ?? (pickLayouts(textOverlay.title, aspect, 1, 'auto')[0] as LayoutId),
    input.layoutTitle ?? textOverlay.title,
    input.layout === undefined || input.autoLayout === true,
  )
  if (layout.aspect !== aspect) throw new Error(`The layout ${layout.id} is not for a ${aspect} frame`)
  const scheme = input.colorScheme ?? DEFAULT_COLOR_SCHEME
  const shortSide = Math.min(width, height)
  const [background, subjectImage] = await Promise.all([
    decode(input.background),
    input.subject && layout.subjectBox ? decode(input.subject.image) : null,
  ])
  // The offline renderer's canvas at the frame's size is drawn on in place: no copy of the frame.
  const inPlace = !isEncoded(input.background) && isCanvas(background, width, height)
  const canvas = inPlace ? (background as Canvas) : acquireFrame(width, height)
  const ctx = canvas.getContext('2d')
  if (!inPlace) drawBackground(ctx, background, width, height)
  drawOverlay(ctx, input.overlay, width, height)

  const area = typesetArea(layout.textBox, width, height)
  let textColor = textOverlay.textColor
  if (textOverlay.aiSuggestTextColor) {
    textColor = pickTextColor(regionLuminance(ctx.getImageData(area.x, area.y, area.w, area.h).data))
  }
  const outline = outlineFor(textColor)
  const darkInk = outline === '#FFFFFF'
  const accent = accentColorFor(textColor, outline, scheme)

  const type = fitType(ctx, textOverlay, area, shortSide, layout.textAlign, layout.id === 'big-number')
  const typeBox = type ? union(type.rects.map((r) => r.rect)) : null
  if (typeBox && input.scrim !== false) drawScrim(ctx, typeBox, outline)

  if (input.subject && layout.subjectBox && subjectImage) {
    drawSubject(
      ctx,
      { image: subjectImage, kind: input.subject.kind },
      toRect(layout.subjectBox, width, height),
      accent,
      shortSide,
      outline,
    )
  }

  if (type) {
    drawType(ctx, type, {
      text: textColor,
      accent,
      outline,
      plate: scheme.primary,
      plateText: plateTextColorFor(scheme.primary),
      glow: darkInk,
    })
  }
  const hasTitle = (type?.title.lines.length ?? 0) > 0
  return {
    canvas,
    type,
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

const isCanvas = (picture: Image | Canvas, width: number, height: number) =>
  'getContext' in picture && picture.width === width && picture.height === height

/** The layers (composeLayers), then an encode that always lands under 2 MB. */
export async function compose(input: ComposeInput): Promise<ComposeResult> {
  const { canvas, type: _type, ...measures } = await composeLayers(input)
  const encoded = await encodeUnderLimit(canvas, input.format)
  releaseFrame(canvas)
  return { ...encoded, ...measures }
}

/**
 * One spare frame per size (up to 1080p) per image thread: a fresh 1280×720 canvas costs about
 * 2 ms in page faults and garbage collection before anything is drawn, a reset one a sixth of
 * that. reset() clears the pixels and every drawing state, so a reused frame draws exactly as a
 * new one (same input, same bytes).
 */
const SPARE_FRAME_PIXELS = 1920 * 1080
const SPARE_FRAME_SIZES = 3
const spareFrames = new Map<string, Canvas>()

/** A blank frame: the spare one of this size, reset, or a new one. */
export function acquireFrame(width: number, height: number): Canvas {
  const key = `${width}x${height}`
  const spare = spareFrames.get(key)
  if (!spare) return createCanvas(width, height)
  spareFrames.delete(key)
  spare.getContext('2d').reset()
  return spare
}

/** Hands a frame back once nothing reads it any more (its pixels are encoded and sampled). */
export function releaseFrame(canvas: Canvas): void {
  if (canvas.width * canvas.height > SPARE_FRAME_PIXELS) return
  spareFrames.delete(`${canvas.width}x${canvas.height}`)
  spareFrames.set(`${canvas.width}x${canvas.height}`, canvas)
  if (spareFrames.size > SPARE_FRAME_SIZES) spareFrames.delete(spareFrames.keys().next().value ?? '')
}
