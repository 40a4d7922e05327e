import { createCanvas } from '@napi-rs/canvas'
import sharp from 'sharp'
import { compose } from '#server/features/generator/compositor/compose.ts'
import type { LayoutId } from '#shared/generator/defaults.ts'
import type { GenerationParams } from '#shared/generator/schemas.ts'

/** Gemini's 16:9 frame. */
export const MODEL_FRAME = { width: 1344, height: 768 } as const

/**
 * What a model draws when it ignores the layout: a dark field with one big bright subject, its
 * centre at (cx, cy) and its radius r, all in fractions of the frame's height (cx of its width).
 */
export async function subjectBackground(cx: number, cy = 0.5, r = 0.3): Promise<Buffer> {
  const { width, height } = MODEL_FRAME
  const canvas = createCanvas(width, height)
  const ctx = canvas.getContext('2d')
  ctx.fillStyle = '#0e1018'
  ctx.fillRect(0, 0, width, height)
  const glow = ctx.createRadialGradient(cx * width, cy * height, 4, cx * width, cy * height, r * height)
  glow.addColorStop(0, '#fff6dc')
  glow.addColorStop(0.85, '#ffb347')
  glow.addColorStop(1, '#f08a24')
  ctx.fillStyle = glow
  ctx.beginPath()
  ctx.arc(cx * width, cy * height, r * height, 0, Math.PI * 2)
  ctx.fill()
  return canvas.encode('png')
}

async function rgb(bytes: Buffer, width: number, height: number) {
  return sharp(bytes).resize(width, height, { fit: 'cover' }).removeAlpha().raw().toBuffer()
}

/**
 * The share (0-1) of the title's drawn pixels that fall on the background's bright subject, for a
 * generation's stored params over the background the model sent: the frame is composed with and
 * without the title (no scrim, no subtitle), and the pixels that differ are the title's.
 */
export async function titleShareOnBrightSubject(
  background: Buffer,
  params: GenerationParams,
  frame: { width: number; height: number },
): Promise<{ share: number; titlePixels: number }> {
  const base = {
    background,
    width: frame.width,
    height: frame.height,
    format: 'png' as const,
    overlay: params.overlay,
    layout: params.layout as LayoutId,
    autoLayout: params.autoLayout === true,
    colorScheme: params.colorScheme,
    subject: null,
    scrim: false,
  }
  const textOverlay = { ...params.textOverlay, subtitle: '' }
  const [withTitle, without, field] = await Promise.all([
    compose({ ...base, textOverlay }),
    compose({ ...base, textOverlay: { ...textOverlay, title: '' } }),
    rgb(background, frame.width, frame.height),
  ])
  const a = await rgb(withTitle.bytes, frame.width, frame.height)
  const b = await rgb(without.bytes, frame.width, frame.height)
  let title = 0
  let onSubject = 0
  for (let i = 0; i < frame.width * frame.height; i++) {
    const j = i * 3
    const changed =
      Math.abs((a[j] as number) - (b[j] as number)) +
        Math.abs((a[j + 1] as number) - (b[j + 1] as number)) +
        Math.abs((a[j + 2] as number) - (b[j + 2] as number)) >
      30
    if (!changed) continue
    title++
    // The field is near black; the subject is bright.
    if ((field[j] as number) + (field[j + 1] as number) + (field[j + 2] as number) > 3 * 100) onSubject++
  }
  return { share: title > 0 ? onSubject / title : 0, titlePixels: title }
}
