import type { Layout } from '#shared/generator/layouts.ts'
import type { ColorScheme } from '#shared/generator/schemas.ts'
import type { EnhanceFrame } from './enhance-frame.ts'

export type ProviderName = 'gemini' | 'offline'

export interface ImageRequest {
  prompt: string
  category: string
  colorScheme: ColorScheme
  /** The re-encoded reference image, sent inline as image/jpeg. */
  referenceJpeg?: Buffer
  /** 'Recreate this style': a thumbnail to take the style (never the content) from, sent after the reference. */
  styleReferenceJpeg?: Buffer
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

/**
 * 'Edit with AI' (issue 11): a stored background changed by the creator's instruction. The words
 * (the instruction, and what the mask means) come from the caller; the provider only sends them.
 */
export interface ImageEditRequest {
  prompt: string
  /** The generation's stored background (never the composite: our text is set again afterwards). */
  background: { bytes: Buffer; mimeType: string }
  /** The painted mask, PNG, the background's size: white = change here, black = keep. */
  maskPng?: Buffer
  /** The frame the new background will be cover-cropped to (its aspect ratio is asked for). */
  width: number
  height: number
}

export interface ImageProvider {
  readonly name: ProviderName
  generate(request: ImageRequest): Promise<ImageResult>
  /** Only a provider that can edit a picture by instruction has this (Gemini; not offline). */
  edit?(request: ImageEditRequest): Promise<ImageResult>
}

export interface TextProvider {
  readonly name: ProviderName
  /** The enhanced prompt: one scene written for the frame's aspect and layout. */
  enhance(request: { prompt: string; category?: string } & EnhanceFrame): Promise<string>
}
