import { imagePoolStats } from '#server/lib/image-pool/pool.ts'
import type { ImageTaskName } from '#server/lib/image-pool/tasks.ts'

/**
 * Runs `work` and answers which image steps the image threads ran meanwhile, by name (only names
 * that ran). The pool is one per process and a test file runs alone in its process, so nothing
 * else adds to these counts while `work` runs.
 */
export async function imageTasksDuring<T>(
  work: () => Promise<T>,
): Promise<{ value: T; tasks: Partial<Record<ImageTaskName, number>> }> {
  const before = imagePoolStats().tasks
  const value = await work()
  const after = imagePoolStats().tasks
  const tasks: Partial<Record<ImageTaskName, number>> = {}
  for (const [name, count] of Object.entries(after) as [ImageTaskName, number][]) {
    const ran = count - (before[name] ?? 0)
    if (ran > 0) tasks[name] = ran
  }
  return { value, tasks }
}
