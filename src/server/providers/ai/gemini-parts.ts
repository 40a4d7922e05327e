import type { Part } from '@google/genai'
import type { ImageRequest } from './types.ts'

const inline = (jpeg: Buffer | undefined): Part[] =>
  jpeg ? [{ inlineData: { mimeType: 'image/jpeg', data: jpeg.toString('base64') } }] : []

/**
 * An image request's parts, in the order the prompt names them: the words, then the reference
 * image, then the style reference ('The second attached image is the style reference…').
 */
export const imageRequestParts = (request: ImageRequest): Part[] => [
  { text: request.prompt },
  ...inline(request.referenceJpeg),
  ...inline(request.styleReferenceJpeg),
]
