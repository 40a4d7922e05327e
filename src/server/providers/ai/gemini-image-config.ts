import type { ImageConfig } from '@google/genai'
import { imageModelProfile } from '#shared/generator/image-models.ts'

/**
 * Gemini 3 image sizes by their long edge at 16:9 and 9:16 (Google's resolution table: 1K is
 * 1376×768, 2K 2752×1536, 4K 5504×3072). The smallest that covers the frame is asked for, so the
 * background is never upscaled: 1280×720 gets 1K, 1920×1080 and the 1080×1920 cover 2K, 3840×2160 4K.
 */
const SIZES = [
  { size: '1K', longEdge: 1376 },
  { size: '2K', longEdge: 2752 },
] as const

function imageSizeFor(frame: { width: number; height: number }): string {
  const longEdge = Math.max(frame.width, frame.height)
  return SIZES.find((s) => longEdge <= s.longEdge)?.size ?? '4K'
}

/**
 * One image call's `imageConfig` for a model: the frame's aspect always (the background is
 * cover-cropped to the exact size afterwards), and `imageSize` on the models that take it (the
 * 2.5 family has one size, about 1K, and rejects the field).
 */
export function imageConfigFor(model: string, frame: { width: number; height: number }): ImageConfig {
  const aspectRatio = frame.height > frame.width ? '9:16' : '16:9'
  return imageModelProfile(model).imageSizes
    ? { aspectRatio, imageSize: imageSizeFor(frame) }
    : { aspectRatio }
}
