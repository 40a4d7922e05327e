import type { Part } from '@google/genai'
import type { ImageRequest } from './types.ts'

/** An image sent inline, as the SDK's multi-image input takes it: one part per image. */
export const inlinePart = (mimeType: string, bytes: Buffer): Part => ({
  inlineData: { mimeType, data: bytes.toString('base64') },
})

const inline = (jpeg: Buffer | undefined): Part[] => (jpeg ? [inlinePart('image/jpeg', jpeg)] : [])

/**
 * An image request's parts, in the order the prompt names them: the words, then the reference
 * image, then the style reference ('The second attached image is the style reference…').
 */
export const imageRequestParts = (request: ImageRequest): Part[] => [
  { text: request.prompt },
  ...inline(request.referenceJpeg),
  ...inline(request.styleReferenceJpeg),
]
