import { workerData } from 'piscina'
import { backgroundThisThread } from './background-priority.ts'

/**
 * The image thread's scheduling class, taken before the image libraries load: image-worker.ts imports
 * this module first, so the threads Skia and onnxruntime start from here inherit it.
 */
export const idleClass = (workerData as { priority?: string } | undefined)?.priority === 'idle'
if (idleClass) backgroundThisThread()
