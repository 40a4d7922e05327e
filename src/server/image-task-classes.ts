import { generatorImageTaskClasses } from './features/generator/image-task-classes.ts'
import { personaImageTaskClasses } from './features/personas/image-task-classes.ts'
import { baseImageTaskClasses, type ImageTaskClasses } from './lib/image-pool/task-limits.ts'

/**
 * Every image step's time class, for the pool the composition root makes (app.ts, worker.ts). It
 * joins the tables as image-worker.ts joins the steps, importing each feature's table file directly
 * so the server thread loads data only. The type makes a step without a class an error.
 */
export const imageTaskClasses: ImageTaskClasses = {
  ...baseImageTaskClasses,
  ...generatorImageTaskClasses,
  ...personaImageTaskClasses,
}
