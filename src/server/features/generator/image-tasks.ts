import { compose } from './compositor/compose.ts'
import { prepublishCheck } from './compositor/prepublish.ts'
import { fitMaskToBackground, maskedEdit, readEditMask } from './edit-mask.ts'
import { readPreviewBody } from './preview-body.ts'
import { renderPreview } from './preview-render.ts'
import { composeAndCheck, renderOfflineVariant } from './render-steps.ts'
import { decodeStyleReference } from './style-reference-image.ts'

/**
 * The generator's steps on the image threads. Only the image thread's entry (image-worker.ts) imports
 * this table; the server calls the steps by name through the pool (decision 037).
 */
export const generatorImageTasks = {
  compose,
  prepublishCheck,
  composeAndCheck,
  offlineVariant: renderOfflineVariant,
  renderPreview,
  readPreviewBody,
  styleReference: decodeStyleReference,
  readEditMask,
  fitMaskToBackground,
  maskedEdit,
}

type GeneratorImageTasks = typeof generatorImageTasks
declare module '../../lib/image-pool/tasks.ts' {
  interface ImageTaskRegistry extends GeneratorImageTasks {}
}
