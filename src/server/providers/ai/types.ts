import type { ColorScheme } from '#shared/schemas/generator.ts'

export type ProviderName = 'gemini' | 'offline'

export interface ImageRequest {
  prompt: string
  category: string
  colorScheme: ColorScheme
  /** The re-encoded reference image, sent inline as image/jpeg. */
  referenceJpeg?: Buffer
  /** Makes the offline renderer repeatable; Gemini ignores it. */
  seed: number
  /** The frame the background will be cover-cropped to. */
  width: number
  height: number
}

export interface ImageResult {
  bytes: Buffer
  mimeType: string
  model: string | null
}

export interface ImageProvider {
  readonly name: ProviderName
  generate(request: ImageRequest): Promise<ImageResult>
}

export interface TextProvider {
  readonly name: ProviderName
  /** The enhanced prompt. */
  enhance(request: { prompt: string; category?: string }): Promise<string>
}
