import type { PreviewParams } from '#shared/schemas/generator.ts'
import { runImageTask } from '../../lib/image-pool/pool.ts'
import { readReference } from './generate.service.ts'

/**
 * The live preview (issue 10, item 4): no provider call, no credit, always a JPEG. The reference
 * is decoded and the composite drawn on the image threads (`renderPreview`), never on the event
 * loop.
 */
export async function composePreview(params: PreviewParams): Promise<Buffer> {
  const reference = await readReference(params.referenceImage)
  return runImageTask('renderPreview', params, reference)
}
