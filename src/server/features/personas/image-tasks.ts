import { cropCutout, ownCutout } from './cutout-images.ts'
import { frameCutout } from './persona-framing.ts'

/**
 * The personas' steps on the image threads. Only the image thread's entry (image-worker.ts) imports
 * this table; the server calls the steps by name through the pool (decision 037).
 */
export const personaImageTasks = {
  personaCrop: cropCutout,
  personaOwnCutout: ownCutout,
  personaFrame: frameCutout,
}

type PersonaImageTasks = typeof personaImageTasks
declare module '../../lib/image-pool/tasks.ts' {
  interface ImageTaskRegistry extends PersonaImageTasks {}
}
