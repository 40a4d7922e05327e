/**
 * The Gemini image models an admin picks from, and what each family takes (decision 029, from
 * Google's Gemini API docs as of 2026-11). A name not in the list is sent as typed; its family is
 * read from the name, and an unknown one is asked the 2.5 way, which every image model accepts.
 */
export interface ImageModelChoice {
  id: string
  label: string
  /** Cost and quality in a line, for the admin. */
  note: string
}

export const IMAGE_MODEL_CHOICES: readonly ImageModelChoice[] = [
  {
    id: 'gemini-3.1-flash-image',
    label: 'Gemini 3.1 Flash Image (Nano Banana 2)',
    note: 'Recommended. Low cost per image, fast, native 2K and 4K, up to 14 attached images.',
  },
  {
    id: 'gemini-3-pro-image',
    label: 'Gemini 3 Pro Image (Nano Banana Pro)',
    note: 'Best quality and prompt following. Slower, and several times the cost per image.',
  },
  {
    id: 'gemini-2.5-flash-image',
    label: 'Gemini 2.5 Flash Image (2025)',
    note: 'Older. About 1K only (1080p and 4K are upscaled), 3 attached images at most; Google is retiring it.',
  },
]

export type ImageModelFamily = 'gemini-3-image' | 'gemini-2.5-image'

export interface ImageModelProfile {
  family: ImageModelFamily
  /** Whether `imageConfig.imageSize` (1K, 2K, 4K) is accepted. */
  imageSizes: boolean
  /** Images a request may attach before quality drops (Google's documented limit). */
  maxInputImages: number
}

const PROFILES: Record<ImageModelFamily, ImageModelProfile> = {
  'gemini-3-image': { family: 'gemini-3-image', imageSizes: true, maxInputImages: 14 },
  'gemini-2.5-image': { family: 'gemini-2.5-image', imageSizes: false, maxInputImages: 3 },
}

/** `gemini-3-pro-image`, `gemini-3.1-flash-image-preview`, a later `gemini-4-…-image`: Gemini 3 or newer. */
export function imageModelProfile(model: string): ImageModelProfile {
  const major = /^gemini-(\d+)(?:\.\d+)?-.*image/.exec(model.trim().toLowerCase())?.[1]
  return PROFILES[major !== undefined && Number(major) >= 3 ? 'gemini-3-image' : 'gemini-2.5-image']
}
