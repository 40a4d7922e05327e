import { offlineImageProvider } from '../../providers/ai/offline.ts'
import { renderIconSubject } from '../../providers/ai/offline-subject.ts'
import type { ImageRequest } from '../../providers/ai/types.ts'
import { cutOutPerson } from '../cutout/cut-out-person.ts'
import { findSalientSubject } from '../cutout/salient.ts'
import { squareJpeg, toJpeg, webpSizes } from '../images.ts'

/**
 * The image steps lib and the providers own. Features bring their own (features/<name>/image-tasks.ts):
 * the pool is a mechanism and knows no feature. The image thread's entry, `src/server/image-worker.ts`
 * beside the composition root, joins every table, and the threads run those steps and nothing else.
 * The functions stay callable directly (their unit tests do); the server calls them through
 * `deps.images.run(owner, name, ...args)`, which has the same arguments and answer. Arguments and
 * answers must be data (Buffers, numbers, plain objects), not live objects.
 */
export const baseImageTasks = {
  offlineImage: (request: ImageRequest) => offlineImageProvider.generate(request),
  iconSubject: renderIconSubject,
  toJpeg,
  squareJpeg,
  webpSizes,
  cutOutPerson,
  salientSubject: findSalientSubject,
}

/**
 * Every step by name, for the pool's types. A feature adds its table here by augmenting this
 * interface from its image-tasks.ts (`declare module`), so lib needs no import of it.
 */
export interface ImageTaskRegistry extends BaseImageTasks {}
type BaseImageTasks = typeof baseImageTasks

/** What a feature hands the image threads: named steps taking and answering data. */
// biome-ignore lint/suspicious/noExplicitAny: each step has its own argument types, checked by the registry.
export type ImageTaskTable = Record<string, (...args: any[]) => unknown>

export type ImageTasks = ImageTaskRegistry
export type ImageTaskName = keyof ImageTasks
