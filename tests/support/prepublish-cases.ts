import { createCanvas, loadImage } from '@napi-rs/canvas'
import sharp from 'sharp'
import { accentColorFor, outlineFor } from '#server/features/generator/compositor/contrast.ts'
import { union } from '#server/features/generator/compositor/frame.ts'
import { drawOverlay } from '#server/features/generator/compositor/overlay.ts'
import { prepublishCheck, sampleForCheck } from '#server/features/generator/compositor/prepublish.ts'
import { drawScrim } from '#server/features/generator/compositor/scrim.ts'
import { titleMask } from '#server/features/generator/compositor/title-mask.ts'
import { drawType } from '#server/features/generator/compositor/type-draw.ts'
import { fitType } from '#server/features/generator/compositor/type-fit.ts'
import { composeAndCheck, renderOfflineVariant } from '#server/features/generator/render-steps.ts'
import { offlineImageProvider } from '#server/providers/ai/offline.ts'
import {
  DEFAULT_COLOR_SCHEME,
  DEFAULT_OVERLAY,
  DEFAULT_TEXT_OVERLAY,
  type LayoutId,
} from '#shared/generator/defaults.ts'
import { type Box, layoutFor, pickLayouts } from '#shared/generator/layouts.ts'
import type { Overlay, PrepublishCheck, TextOverlay } from '#shared/generator/schemas.ts'

/**
 * Thumbnails made the way the compositor makes them, with the pre-publish check it runs on them:
 * the check's tests apply its advice to these and render again, and the bench reads them back
 * with OCR. `titleArea` puts the title where no layout would (the video-length corner); `subject`
 * is the background's subject as a run found it, so the check judges the title against it.
 */
export interface PrepublishCase {
  name: string
  background: Buffer
  title: string
  layout?: LayoutId
  textColor?: string
  textSize?: TextOverlay['textSize']
  overlay?: Overlay
  titleArea?: { x: number; y: number; w: number; h: number }
  subject?: { box: Box; withSubject?: boolean }
}

export const W = 1280
export const H = 720

/** The compositor's input for a case, without its background. */
function composeInputOf(c: PrepublishCase) {
  const textOverlay: TextOverlay = {
    ...DEFAULT_TEXT_OVERLAY,
    title: c.title,
    textColor: c.textColor ?? DEFAULT_TEXT_OVERLAY.textColor,
    textSize: c.textSize ?? 'fit',
  }
  return {
    width: W,
    height: H,
    format: 'jpeg' as const,
    overlay: c.overlay ?? DEFAULT_OVERLAY,
    textOverlay,
    layout: c.layout ?? 'text-left',
    colorScheme: DEFAULT_COLOR_SCHEME,
  }
}

const checkSettingsOf = (c: PrepublishCase, layout: LayoutId) => ({
  title: c.title,
  textMode: 'exact' as const,
  textSize: c.textSize ?? 'fit',
  subject: c.subject ? { ...c.subject, layout } : null,
})

export async function renderCase(c: PrepublishCase): Promise<{ bytes: Buffer; check: PrepublishCheck }> {
  const compose = composeInputOf(c)
  if (c.titleArea) return renderInArea(c, compose.textOverlay, c.titleArea)
  const { composite, check } = await composeAndCheck(
    { ...compose, background: c.background },
    checkSettingsOf(c, compose.layout),
  )
  return { bytes: composite.bytes, check }
}

/**
 * The case as the creator's next run with 'Auto' makes it, offline as make-image does: a new
 * picture drawn for the title's first layout, its subject found on it, and the layout settled
 * around that subject. The case's own picture and subject are left behind, as a new run leaves them.
 */
export async function nextAutoRun(
  c: PrepublishCase,
  picture: { category: string; prompt: string; seed: number },
) {
  const withSubject = c.subject?.withSubject === true
  const planned = pickLayouts(c.title, '16:9', 1, 'auto', withSubject)[0] as LayoutId
  const next: PrepublishCase = { ...c, layout: planned, subject: undefined, titleArea: undefined }
  const made = await renderOfflineVariant({
    background: {
      ...picture,
      colorScheme: DEFAULT_COLOR_SCHEME,
      width: W,
      height: H,
      layout: layoutFor(planned, c.title, true),
      variant: 0,
    },
    subject: null,
    compose: { ...composeInputOf(next), autoLayout: true },
    check: checkSettingsOf(next, planned),
    around: { title: c.title, aspect: '16:9', planned, n: 1, withSubject, auto: true },
  })
  const found = made.found
  return {
    ...next,
    background: made.background,
    layout: found?.layout ?? planned,
    subject: found?.box ? { box: found.box, withSubject } : undefined,
  }
}

/** The title fitted and drawn in `area` by the compositor's own type code, then checked. */
async function renderInArea(c: PrepublishCase, text: TextOverlay, area: PrepublishCase['titleArea'] & {}) {
  const canvas = createCanvas(W, H)
  const ctx = canvas.getContext('2d')
  ctx.drawImage(await loadImage(c.background), 0, 0, W, H)
  drawOverlay(ctx, c.overlay ?? DEFAULT_OVERLAY, W, H)
  const type = fitType(ctx, text, area, H, 'left')
  const outline = outlineFor(text.textColor)
  if (type) {
    drawScrim(ctx, union(type.rects.map((r) => r.rect)) ?? area, outline)
    drawType(ctx, type, {
      text: text.textColor,
      accent: accentColorFor(text.textColor, outline, DEFAULT_COLOR_SCHEME),
      outline,
      plate: '#000000',
      plateText: '#FFFFFF',
      glow: outline === '#FFFFFF',
    })
  }
  const pixels = sampleForCheck(canvas)
  const check = await prepublishCheck({
    pixels,
    mask: titleMask(type, W, pixels.width, pixels.height),
    width: W,
    height: H,
    title: c.title,
    titleLetterHeightPx: type ? type.title.capHeight : null,
    textRects: type?.rects ?? [],
    textColor: text.textColor,
    textMode: 'exact',
    textSize: text.textSize,
  })
  const bytes = await sharp(canvas.toBuffer('image/png')).jpeg({ quality: 90 }).toBuffer()
  return { bytes, check }
}

/** An offline background, as a creator would get it for this category. */
export async function offlineBackground(category: string, prompt: string, seed = 1): Promise<Buffer> {
  const result = await offlineImageProvider.generate({
    prompt,
    category,
    colorScheme: DEFAULT_COLOR_SCHEME,
    seed,
    width: W,
    height: H,
  })
  return result.bytes
}

/** One colour all over. */
export const plainBackground = (color: string) =>
  sharp({ create: { width: W, height: H, channels: 3, background: color } })
    .jpeg()
    .toBuffer()

/**
 * A busy patch: black and white blotches about a feed-size pixel across (8 px at 720p), the hardest
 * picture a title can sit on. Seeded, so every run is the same picture.
 */
export function busyBackground(seed = 7): Promise<Buffer> {
  const cell = 8
  const raw = Buffer.alloc(W * H * 3)
  let state = seed >>> 0
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
  const cols = W / cell
  const values = Array.from({ length: cols * (H / cell) }, () => (next() < 0.5 ? 20 : 235))
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const v = values[Math.floor(y / cell) * cols + Math.floor(x / cell)] as number
      raw.fill(v, (y * W + x) * 3, (y * W + x) * 3 + 3)
    }
  }
  return sharp(raw, { raw: { width: W, height: H, channels: 3 } })
    .jpeg()
    .toBuffer()
}
