import { backgroundLibvipsThreads } from './background-priority.ts'
import type { ImageTaskTable } from './tasks.ts'
import { reviveBuffers, type TaskOutcome, toWireError } from './wire.ts'
import { idleClass } from './worker-class.ts'

export interface ImageTaskMessage {
  name: string
  args: unknown[]
}

/**
 * The image thread's task runner over `tasks` (src/server/image-worker.ts passes every feature's
 * table; piscina calls the answer once per task). The error comes back as data rather than thrown:
 * a thrown error would cross as a bare Error, and an upload's 400 or 415 would turn into a 500.
 */
export function imageTaskRunner(tasks: ImageTaskTable) {
  return async function runTask({ name, args }: ImageTaskMessage): Promise<TaskOutcome> {
    try {
      if (!Object.hasOwn(tasks, name)) throw new Error(`Unknown image task: ${name}`)
      const task = tasks[name] as (...input: unknown[]) => Promise<unknown>
      return { ok: true, value: await task(...reviveBuffers(args)) }
    } catch (error) {
      return { ok: false, error: toWireError(error) }
    } finally {
      if (idleClass) backgroundLibvipsThreads()
    }
  }
}
