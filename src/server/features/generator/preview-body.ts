import { type PreviewParams, previewBodySchema } from '#shared/generator/schemas.ts'
import type { ImageOwner, ImagePool } from '../../lib/image-pool/pool.ts'
import { parseJsonBody, UnparsedJson } from '../../lib/large-json-body.ts'
import { decodeDataUrl, type ImageUpload } from './image-data-url.ts'

/** A preview's form with its pictures either as data URLs or as bytes already decoded. */
export type PreviewInput = Omit<PreviewParams, 'referenceImage' | 'styleReference'> & {
  referenceImage?: ImageUpload
  styleReference?: ImageUpload
}

/**
 * The image thread's half of a large preview body: parsed, checked against the same schema, and its
 * pictures decoded from base64 there, so the server thread only ever holds their bytes.
 */
export function readPreviewBody(bytes: Uint8Array): PreviewInput {
  const body = parseJsonBody(bytes, previewBodySchema)
  const decoded = (dataUrl: string | undefined) =>
    dataUrl === undefined ? undefined : decodeDataUrl(dataUrl)
  return {
    ...body,
    referenceImage: decoded(body.referenceImage),
    styleReference: decoded(body.styleReference),
  }
}

/** The form as the route received it: a small one was parsed and validated already. */
export function previewInput(
  images: ImagePool,
  body: PreviewParams | UnparsedJson,
  owner: ImageOwner,
): Promise<PreviewInput> {
  if (!(body instanceof UnparsedJson)) return Promise.resolve(body)
  return images.run(owner, 'readPreviewBody', body.bytes)
}
