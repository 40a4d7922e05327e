import { compose } from '../../features/generator/compositor/compose.ts'
import { prepublishCheck } from '../../features/generator/compositor/prepublish.ts'
import { fitMaskToBackground, maskedEdit, readEditMask } from '../../features/generator/edit-mask.ts'
import { readPreviewBody } from '../../features/generator/preview-body.ts'
import { renderPreview } from '../../features/generator/preview-render.ts'
import { composeAndCheck, renderOfflineVariant } from '../../features/generator/render-steps.ts'
import { decodeStyleReference } from '../../features/generator/style-reference-image.ts'
import { cropCutout, ownCutout } from '../../features/personas/cutout-images.ts'
import { frameCutout } from '../../features/personas/persona-framing.ts'
import { offlineImageProvider } from '../../providers/ai/offline.ts'
import { renderIconSubject } from '../../providers/ai/offline-subject.ts'
import type { ImageRequest } from '../../providers/ai/types.ts'
import { cutOutPerson } from '../cutout/cut-out-person.ts'
import { findSalientSubject } from '../cutout/salient.ts'
import { squareJpeg, toJpeg } from '../images.ts'

/**
 * Every image step the server runs, by name: the image threads run these and nothing else. The
 * functions stay callable directly (their unit tests do); the server calls them through
 * `runImageTask(name, ...args)`, which has the same arguments and answer. A new step is one line.
 * Arguments and answers must be data (Buffers, numbers, plain objects), not live objects.
 */
export const imageTasks = {
  compose,
  prepublishCheck,
  composeAndCheck,
  offlineVariant: renderOfflineVariant,
  renderPreview,
  readPreviewBody,
  offlineImage: (request: ImageRequest) => offlineImageProvider.generate(request),
  iconSubject: renderIconSubject,
  toJpeg,
  squareJpeg,
  cutOutPerson,
  personaCrop: cropCutout,
  personaOwnCutout: ownCutout,
  personaFrame: frameCutout,
  styleReference: decodeStyleReference,
  readEditMask,
  fitMaskToBackground,
  maskedEdit,
  salientSubject: findSalientSubject,
}

export type ImageTasks = typeof imageTasks
export type ImageTaskName = keyof ImageTasks
