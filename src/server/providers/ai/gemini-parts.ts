import type { Part } from '@google/genai'
import type { ImageRequest } from './types.ts'

/** An image sent inline, as the SDK's multi-image input takes it: one part per image. */
export const inlinePart = (mimeType: string, bytes: Buffer): Part => ({
  inlineData: { mimeType, data: bytes.toString('base64') },
})

const inline = (jpeg: Buffer | undefined): Part[] => (jpeg ? [inlinePart('image/jpeg', jpeg)] : [])

/**
 * An image request's parts, in the order the prompt names them (style-prompt.ts): the creator's
 * photos for 'AI likeness' (the model's documented multi-image input: one inline part per photo),
 * the words, then the reference image, then the style reference.
 */
export const imageRequestParts = (request: ImageRequest): Part[] => [
  ...(request.personaJpegs ?? []).map((jpeg) => inlinePart('image/jpeg', jpeg)),
  { text: request.prompt },
  ...inline(request.referenceJpeg),
  ...inline(request.styleReferenceJpeg),
]
