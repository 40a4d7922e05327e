// First: the thread takes its class before the image libraries start threads of their own.
import './worker-class.ts'
import { backgroundLibvipsThreads } from './background-priority.ts'
import { type ImageTaskName, imageTasks } from './tasks.ts'
import { reviveBuffers, type TaskOutcome, toWireError } from './wire.ts'
import { idleClass } from './worker-class.ts'

export interface ImageTaskMessage {
  name: string
  args: unknown[]
}

/**
 * The image thread's entry (piscina calls the default export once per task). The error comes back
 * as data rather than thrown: a thrown error would cross as a bare Error, and an upload's 400 or
 * 415 would turn into a 500.
 */
export default async function runTask({ name, args }: ImageTaskMessage): Promise<TaskOutcome> {
  try {
    if (!Object.hasOwn(imageTasks, name)) throw new Error(`Unknown image task: ${name}`)
    const task = imageTasks[name as ImageTaskName] as (...input: unknown[]) => Promise<unknown>
    return { ok: true, value: await task(...reviveBuffers(args)) }
  } catch (error) {
    return { ok: false, error: toWireError(error) }
  } finally {
    if (idleClass) backgroundLibvipsThreads()
  }
}
