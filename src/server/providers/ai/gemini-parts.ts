import type { Part } from '@google/genai'
import type { ImageRequest } from './types.ts'

/** An image sent inline, as the SDK's multi-image input takes it: one part per image. */
export const inlinePart = (mimeType: string, bytes: Buffer): Part => ({
  inlineData: { mimeType, data: bytes.toString('base64') },
})

const inline = (jpeg: Buffer | undefined): Part[] => (jpeg ? [inlinePart('image/jpeg', jpeg)] : [])

/**
 * The attachments kept under a model's documented image limit, dropping the least important
 * first: the style reference, then the reference image, then persona photos from the last (the
 * first photo stays). Those dropped are always at the end of the order sent, so the positions the
 * prompt gives the kept images ('Image 1', 'image 4') still point at the same pictures.
 */
export function capAttachments(request: ImageRequest, maxImages: number) {
  let persona = request.personaJpegs ?? []
  let reference = request.referenceJpeg
  let style = request.styleReferenceJpeg
  const count = () => persona.length + Number(reference !== undefined) + Number(style !== undefined)
  if (count() > maxImages) style = undefined
  if (count() > maxImages) reference = undefined
  if (count() > maxImages) persona = persona.slice(0, Math.max(1, maxImages))
  return { persona, reference, style }
}

/**
 * An image request's parts, in the order the prompt names them (style-prompt.ts): the creator's
 * photos for 'AI likeness' (the model's documented multi-image input: one inline part per photo),
 * the words, then the reference image, then the style reference; at most `maxImages` images.
 */
export function imageRequestParts(request: ImageRequest, maxImages = Number.POSITIVE_INFINITY): Part[] {
  const kept = capAttachments(request, maxImages)
  return [
    ...kept.persona.map((jpeg) => inlinePart('image/jpeg', jpeg)),
    { text: request.prompt },
    ...inline(kept.reference),
    ...inline(kept.style),
  ]
}
