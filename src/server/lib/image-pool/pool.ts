import { createRequire } from 'node:module'
import os from 'node:os'
import { pathToFileURL } from 'node:url'
import { Piscina } from 'piscina'
import { FALLBACK_NICE, type ImagePriority, lowerHelperThreads } from './background-priority.ts'
import { FairQueue, type ImageOwner, type Refusal, SPARE_THREADS } from './fair-queue.ts'
import { releaseFreedMemory } from './release-memory.ts'

export type { ImageOwner } from './fair-queue.ts'

import {
  DEFAULT_IMAGE_POOL_LIMITS,
  type ImagePoolLimits,
  type ImageTaskClasses,
  refusalError,
  timeoutError,
  timeoutMsFor,
} from './task-limits.ts'
import type { ImageTaskName, ImageTasks } from './tasks.ts'
import { fromWireError, reviveBuffers, type TaskOutcome } from './wire.ts'
import type { ImageTaskMessage } from './worker.ts'

/**
 * The image threads: every decode, draw and encode runs here, never on the event loop, so a
 * generation or an upload does not hold up the requests around it. Threads start with the first
 * task and end after IDLE_TIMEOUT_MS without one, so an idle server holds none. The composition
 * root (app.ts, worker.ts) makes one pool per process with createImagePool and hands it to the
 * features as `deps.images`; closing the app closes it. No state lives in this module.
 *
 * In front of the threads, each owner's tasks wait in their own line (fair-queue.ts), bounded per
 * user and in total; a task past its time limit is stopped and its thread replaced (issue 24).
 */

/** Long enough that a working server keeps its threads warm (a fresh one loads Skia, sharp, fonts). */
export const IDLE_TIMEOUT_MS = 30_000
/**
 * Image threads run below the event loop's priority, so on a busy machine a page request takes the
 * core before a render does; nothing is lost when the machine is not busy. `low` is nice 10
 * (Linux weights about 1 to 9); `idle` is SCHED_IDLE, which each thread sets for itself at start
 * (worker.ts), with nice 19 beneath it should that fail (background-priority.ts).
 */
const NICE_FOR: Record<ImagePriority, number> = { idle: FALLBACK_NICE, low: 10, normal: 0 }
/**
 * The spare thread (fair-queue.ts) runs at the event loop's priority, above the pool: it only ever
 * holds one request of someone with nothing else running who used less image time lately than
 * another account, a creator's preview beside that account's flood, and never a generation job.
 * A step lower (nice 10) it waited for a core longer than it ran while the flood's bodies kept the
 * event loop and the machine busy (decision 059).
 */
const SPARE_PRIORITY: ImagePriority = 'normal'

export const defaultImageThreads = () => os.availableParallelism()

/**
 * From the sources (tsx, vitest) the worker is the .ts entry and needs tsx's loader in its thread.
 * In the prebuilt server (`dist/server/*.js`), import.meta.url is the bundle's own file and the
 * worker is built next to it as image-worker.js.
 */
function workerEntry(): { filename: string; execArgv: string[] | undefined } {
  if (!import.meta.url.endsWith('.ts'))
    return { filename: new URL('./image-worker.js', import.meta.url).href, execArgv: undefined }
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href
  return { filename: new URL('../../image-worker.ts', import.meta.url).href, execArgv: ['--import', tsx] }
}

/** The server's own image work (a step no user asked for, a test, the bench): never refused. */
export const SERVER_IMAGE_OWNER: ImageOwner = { key: 'server', background: true }

export interface ImagePoolOptions {
  /** Each step's time class (quick or render), as its owner declares it: src/server/image-task-classes.ts. */
  classes: ImageTaskClasses
  /** IMAGE_THREADS, the cores by default. */
  threads?: number
  /** IMAGE_PRIORITY; `low` unless told (the test suites and the bench run there). */
  priority?: ImagePriority
  /** IMAGE_TASK_TIMEOUT_SECONDS and the rest; the env schema's defaults unless told. */
  limits?: Partial<ImagePoolLimits>
}

export interface ImagePoolStats {
  threads: number
  threadIds: number[]
  maxThreads: number
  priority: ImagePriority
  tasks: Partial<Record<ImageTaskName, number>>
  running: number
  waiting: number
  stopped: number
  refused: { ownerFull: number; totalFull: number }
}

export interface ImagePool {
  /**
   * Runs one image step on an image thread for `owner`. Same arguments and answer as calling the
   * function directly: Buffers come back as Buffers, and its errors as the same classes (an upload
   * refused with InvalidImageError still answers 400/415). It may instead reject with an
   * ImagePoolError: 429 when the owner's line is full, 503 when every line is, 503 when the step ran
   * past its time limit (its thread is ended, and the next task gets a fresh one).
   */
  run<N extends ImageTaskName>(
    owner: ImageOwner,
    name: N,
    ...args: Parameters<ImageTasks[N]>
  ): Promise<Awaited<ReturnType<ImageTasks[N]>>>
  /**
   * Throws the refusal `owner`'s next task would get now, if any: a route whose body is large (a
   * reference image) asks before reading it, so a flood's refused requests cost no parsing.
   * Advisory (the line may fill meanwhile): run still decides.
   */
  assertRoom(owner: ImageOwner): void
  /**
   * What an operator (and a test) can see: threads alive now (and their ids), the tasks they ran
   * through this pool, the tasks on a thread and waiting now, and those stopped or refused so far.
   */
  stats(): ImagePoolStats
  /** Lets running tasks finish, then ends the threads. A later task starts fresh ones. */
  close(): Promise<void>
}

/**
 * Makes the image pool; no thread starts until the first task. At `idle`, the process's helper
 * threads are lowered here: the composition root calls this while the server is starting, when no
 * thread but Node's own helpers runs beside the event loop yet.
 */
export function createImagePool(options: ImagePoolOptions): ImagePool {
  const maxThreads = options.threads ?? defaultImageThreads()
  const priority = options.priority ?? 'low'
  const limits: ImagePoolLimits = { ...DEFAULT_IMAGE_POOL_LIMITS, ...options.limits }
  if (priority === 'idle') lowerHelperThreads()

  let pool: Piscina<ImageTaskMessage, TaskOutcome> | undefined
  let sparePool: Piscina<ImageTaskMessage, TaskOutcome> | undefined
  let sharpLoaded: Promise<unknown> | undefined
  /** Tasks an image thread has run, by name, whatever their outcome. */
  const ran: Partial<Record<ImageTaskName, number>> = {}
  /** Tasks stopped past their time limit (each one's thread ended), and tasks refused at the door. */
  const ended = { stopped: 0, refusedOwnerFull: 0, refusedTotalFull: 0 }
  /**
   * At most one task per thread is handed to piscina; the rest wait in their owners' lines here,
   * where the order is fair, rather than in piscina's one FIFO queue.
   */
  const lines = new FairQueue(
    () => maxThreads,
    () => limits,
  )

  /**
   * sharp is loaded by the server thread before any image thread starts: libvips must stay loaded
   * when an idle image thread exits, or the next thread to load it crashes the process (sharp's
   * docs, "Worker threads"). It is loaded with the first image rather than at start, so a server
   * that has drawn nothing yet does not hold it (server.idleRssMB); once loaded, Node's module
   * cache keeps it for the life of the process, whichever pool loaded it.
   */
  const sharpOnServerThread = () => {
    sharpLoaded ??= import('sharp')
    return sharpLoaded
  }

  /** Once the last image thread has ended, the memory the threads freed goes back to the system. */
  const releaseWhenIdle = () => {
    if ((pool?.threads.length ?? 0) + (sparePool?.threads.length ?? 0) === 0) releaseFreedMemory()
  }

  /** The pool's threads, or its spare: the waiting room hands each at most as many tasks as it has. */
  function currentPool(spare: boolean) {
    if (spare) {
      sparePool ??= threadsAt(SPARE_THREADS, SPARE_PRIORITY, releaseWhenIdle)
      return sparePool
    }
    pool ??= threadsAt(maxThreads, priority, releaseWhenIdle)
    return pool
  }

  /**
   * piscina ends the thread of a task whose signal aborts while it runs (and starts another for the
   * next task), so a runaway decode cannot keep the thread. The clock starts when the task is
   * handed to a thread, not while it waits in its line.
   */
  async function runWithin(name: ImageTaskName, args: unknown[], spare: boolean): Promise<TaskOutcome> {
    const timeoutMs = timeoutMsFor(options.classes[name], limits)
    const signal = AbortSignal.timeout(timeoutMs)
    try {
      return await currentPool(spare).run({ name, args }, { signal })
    } catch (error) {
      if (!signal.aborted) throw error
      ended.stopped++
      throw timeoutError(timeoutMs)
    } finally {
      ran[name] = (ran[name] ?? 0) + 1
    }
  }

  function refuse(refused: Refusal): never {
    ended[refused === 'owner-full' ? 'refusedOwnerFull' : 'refusedTotalFull']++
    throw refusalError(refused)
  }

  return {
    async run<N extends ImageTaskName>(
      owner: ImageOwner,
      name: N,
      ...args: Parameters<ImageTasks[N]>
    ): Promise<Awaited<ReturnType<ImageTasks[N]>>> {
      await sharpOnServerThread()
      const place = lines.enter(owner)
      if ('refused' in place) refuse(place.refused)
      const turn = await place.ready
      let outcome: TaskOutcome
      try {
        outcome = await runWithin(name, args, turn.spare)
      } finally {
        turn.release()
      }
      if (!outcome.ok) throw fromWireError(outcome.error)
      return reviveBuffers(outcome.value) as Awaited<ReturnType<ImageTasks[N]>>
    },
    assertRoom(owner) {
      const refused = lines.refusalFor(owner)
      if (refused) refuse(refused)
    },
    stats() {
      const { running, waiting } = lines.counts()
      return {
        threads: (pool?.threads.length ?? 0) + (sparePool?.threads.length ?? 0),
        threadIds: [pool, sparePool].flatMap(
          (threads) => threads?.threads.map((thread) => thread.threadId) ?? [],
        ),
        maxThreads,
        priority,
        tasks: { ...ran },
        running,
        waiting,
        stopped: ended.stopped,
        refused: { ownerFull: ended.refusedOwnerFull, totalFull: ended.refusedTotalFull },
      }
    },
    async close() {
      const closing = [pool, sparePool]
      pool = undefined
      sparePool = undefined
      await Promise.all(closing.map((threads) => threads?.close()))
    },
  }
}

function threadsAt(size: number, at: ImagePriority, onIdle: () => void) {
  const threads = new Piscina<ImageTaskMessage, TaskOutcome>({
    ...workerEntry(),
    // The worker module's export that runs a task.
    name: 'default',
    minThreads: 0,
    maxThreads: size,
    idleTimeout: IDLE_TIMEOUT_MS,
    niceIncrement: NICE_FOR[at],
    workerData: { priority: at },
    // Tasks are async (sharp's encodes): the thread's event loop must run between them.
    atomics: 'disabled',
  })
  // A thread ends after IDLE_TIMEOUT_MS without a task; it has left the list when the event fires.
  threads.on('workerDestroy', () => setImmediate(onIdle))
  return threads
}
