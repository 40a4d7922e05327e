import { afterAll } from 'vitest'
import { imageTaskClasses } from '#server/image-task-classes.ts'
import { createImagePool, type ImagePool, type ImagePoolOptions } from '#server/lib/image-pool/pool.ts'
import type { ImageTaskName } from '#server/lib/image-pool/tasks.ts'
import { TEST_IMAGE_PRIORITY } from './image-priority.ts'

/**
 * An image pool for a test file that runs image steps without an app (an app makes its own, as
 * `app.deps.images`). Its threads end after the file's tests.
 */
export function imagePoolForTests(options: Omit<ImagePoolOptions, 'classes'> = {}): ImagePool {
  const images = createImagePool({ classes: imageTaskClasses, priority: TEST_IMAGE_PRIORITY, ...options })
  afterAll(() => images.close())
  return images
}

/**
 * Runs `work` and answers which image steps `images`' threads ran meanwhile, by name (only names
 * that ran). A test file runs alone in its process and its app's pool is its own, so nothing else
 * adds to these counts while `work` runs.
 */
export async function imageTasksDuring<T>(
  images: ImagePool,
  work: () => Promise<T>,
): Promise<{ value: T; tasks: Partial<Record<ImageTaskName, number>> }> {
  const before = images.stats().tasks
  const value = await work()
  const after = images.stats().tasks
  const tasks: Partial<Record<ImageTaskName, number>> = {}
  for (const [name, count] of Object.entries(after) as [ImageTaskName, number][]) {
    const ran = count - (before[name] ?? 0)
    if (ran > 0) tasks[name] = ran
  }
  return { value, tasks }
}
