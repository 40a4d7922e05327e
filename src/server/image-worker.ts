// First: the thread takes its scheduling class before the image libraries start threads of their own.
import './lib/image-pool/worker-class.ts'
import { generatorImageTasks } from './features/generator/image-tasks.ts'
import { personaImageTasks } from './features/personas/image-tasks.ts'
import { baseImageTasks } from './lib/image-pool/tasks.ts'
import { imageTaskRunner } from './lib/image-pool/worker.ts'

/**
 * The image thread's entry (piscina loads it; built as dist/server/image-worker.js). It sits beside
 * the composition root because it assembles features: the pool in lib/ knows none of them, and each
 * feature hands its steps over in its image-tasks.ts (decision 037).
 */
export default imageTaskRunner({ ...baseImageTasks, ...generatorImageTasks, ...personaImageTasks })
