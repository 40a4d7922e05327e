import { createCanvas, type Image, loadImage } from '@napi-rs/canvas'
import type { OutputFormat } from '#shared/generator/defaults.ts'
import type { Overlay, TextOverlay } from '#shared/schemas/generator.ts'
import { outlineFor, pickTextColor, regionLuminance } from './contrast.ts'
import { encodeUnderLimit } from './encode.ts'
import { registerFonts } from './fonts.ts'
import { drawOverlay } from './overlay.ts'
import type { Rect } from './regions.ts'
import { drawText, layoutText } from './text.ts'

export interface ComposeInput {
  /** The AI (or offline) background: any format Skia decodes, any size. */
  background: Buffer | Image
  width: number
  height: number
  format: OutputFormat
  overlay: Overlay
  textOverlay: TextOverlay
}

export interface ComposeResult {
  bytes: Buffer
  mimeType: 'image/jpeg' | 'image/png'
  width: number
  height: number
  /** Where the text went and in which colour (null without text); tests and the bench read these. */
  textBox: Rect | null
  textColor: string | null
  /** The title's letter height in pixels of this frame; unknown (undefined) until the compositor reports it. */
  titleLetterHeightPx?: number | null
  /** Where the title, subtitle and plates went; unknown (undefined) until the compositor reports them. */
  textRects?: { kind: 'title' | 'subtitle' | 'plate'; rect: Rect }[]
}

/**
 * Background cover-cropped to the exact frame, then the overlay, then the text in real fonts,
 * then an encode that always lands under 2 MB. Pure: the same input gives the same pixels.
 */
export async function compose(input: ComposeInput): Promise<ComposeResult> {
  registerFonts()
  const { width, height } = input
  const background = Buffer.isBuffer(input.background) ? await loadImage(input.background) : input.background
  const canvas = createCanvas(width, height)
  const ctx = canvas.getContext('2d')

  const scale = Math.max(width / background.width, height / background.height)
  const sw = width / scale
  const sh = height / scale
  // Gemini's 16:9 frame (1344×768) is within a few percent of 720p, where bilinear is as good as
  // Skia's high-quality filter at a third of the cost; large rescales (4K from 1080p) get 'high'.
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

  drawOverlay(ctx, input.overlay, width, height)

  const block = layoutText(ctx, input.textOverlay, width, height)
  let textColor: string | null = null
  if (block) {
    textColor = input.textOverlay.textColor
    if (input.textOverlay.aiSuggestTextColor) {
      const { x, y, w, h } = block.box
      textColor = pickTextColor(regionLuminance(ctx.getImageData(x, y, Math.max(1, w), Math.max(1, h)).data))
    }
    drawText(ctx, block, textColor, outlineFor(textColor), width)
  }

  const encoded = await encodeUnderLimit(canvas, input.format)
  return { ...encoded, width, height, textBox: block?.box ?? null, textColor }
}
