import type { ImageTaskClass } from '../../lib/image-pool/task-limits.ts'
import type { generatorImageTasks } from './image-tasks.ts'

/**
 * The time class of each of the generator's image steps (image-tasks.ts), which the pool reads on
 * the server thread. Kept apart from the steps so the server does not load the drawing code the
 * image threads run. A step without its class here fails the type check.
 */
export const generatorImageTaskClasses = {
  renderPreview: 'quick',
  readPreviewBody: 'quick',
  styleReference: 'quick',
  readEditMask: 'quick',
  fitMaskToBackground: 'quick',
  maskedEdit: 'render',
  compose: 'render',
  prepublishCheck: 'render',
  composeAndCheck: 'render',
  offlineVariant: 'render',
} satisfies Record<keyof typeof generatorImageTasks, ImageTaskClass>
