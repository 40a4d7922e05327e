import type { ImageTaskClass } from '../../lib/image-pool/task-limits.ts'
import type { personaImageTasks } from './image-tasks.ts'

/**
 * The time class of each of the personas' image steps (image-tasks.ts), which the pool reads on
 * the server thread; kept apart from the steps so the server does not load them.
 */
export const personaImageTaskClasses = {
  personaCrop: 'quick',
  personaOwnCutout: 'quick',
  // A face detection or four, like a cut-out's share of work.
  personaFrame: 'render',
} satisfies Record<keyof typeof personaImageTasks, ImageTaskClass>
