import type { Layout } from '#shared/generator/layouts.ts'
import type { ColorScheme } from '#shared/schemas/generator.ts'

export type ProviderName = 'gemini' | 'offline'

export interface ImageRequest {
  prompt: string
  category: string
  colorScheme: ColorScheme
  /** The re-encoded reference image, sent inline as image/jpeg. */
  referenceJpeg?: Buffer
  /**
   * 'AI likeness' (issue 11): the creator's photos (JPEG, at most 3), sent before the prompt as one
   * inline image each, so the model draws that person. Offline never gets these.
   */
  personaJpegs?: Buffer[]
  /** Makes the offline renderer repeatable; Gemini ignores it. */
  seed: number
  /** The frame the background will be cover-cropped to. */
  width: number
  height: number
  /**
   * The layout the composite will use: the renderer keeps its subject box for the subject layer
   * and its text box calm. Absent: no layout is known (the renderer picks a neutral composition).
   */
  layout?: Layout
  /** Position in the run from 0: each variant gets a different background treatment. */
  variant?: number
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
