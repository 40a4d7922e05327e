import { EventEmitter } from 'node:events'
import type { Tx } from '../../db/client.ts'
import type { InvalidationBus } from '../../lib/invalidation-bus.ts'

/** One image of an accepted run: everything a worker in any process needs besides the row itself. */
export interface GenerationJob {
  generationId: string
  batchId: string
  userId: string
  /** The creator's own words (the row keeps the built prompt); the offline icon is chosen from them. */
  creatorPrompt: string
  /** The re-encoded reference image in the FileStore, so a worker in another process can read it. */
  referenceKey: string | null
  /** The re-encoded style reference, for a model run ('Recreate this style'); absent on older jobs. */
  styleReferenceKey?: string | null
  /** 'AI likeness' (issue 11): the persona's photos as JPEG in the FileStore, copied when the run was accepted. */
  likenessKeys?: string[]
  /** How many times this image has been put back because every Gemini key was rate-limited. */
  backoffs: number
  /** Set once the image has had its one retry after a server error or an answer with no image. */
  retries?: number
  /**
   * Set on an 'Edit with AI' version: its parent, whose stored background the provider edits, and
   * the painted mask kept beside the version (or null). Absent on a generation's job.
   */
  edit?: { parentId: string; maskKey: string | null }
}

export interface GenerationHandlers {
  /** Makes one image. Throws only for the unexpected (database down): the queue retries those. */
  run(job: GenerationJob): Promise<void>
  /** A job whose lease ran out twice (its worker died, then its retry's did): fail it and refund. */
  lost(job: GenerationJob): Promise<void>
  /**
   * At start and every maintenance pass: fails and refunds any image still pending past its lease
   * with no live job, and removes files stored for runs that never committed.
   */
  reconcile(): Promise<void>
}

/**
 * The run's jobs, whichever engine holds them. `enqueue` is all-or-nothing; `delaySeconds` puts a
 * job back for later (a rate-limited provider); `tx` inserts the jobs through the caller's
 * transaction, so they exist exactly when the run's rows and spends do (then `wake` once it has
 * committed). `stop` stops taking jobs, lets running ones finish within `graceMs`, and hands the
 * rest back to the queue for another worker.
 */
export interface GenerationQueue {
  enqueue(jobs: GenerationJob[], options?: { delaySeconds?: number; tx?: Tx }): Promise<void>
  /** Starts this process's idle workers on jobs that a transaction has just committed. */
  wake(): void
  /** Of these images, those with a job waiting, running, due for a retry or for the lost handler. */
  liveJobs(generationIds: string[]): Promise<Set<string>>
  work(handlers: GenerationHandlers): Promise<void>
  stop(options: { graceMs: number }): Promise<void>
  /** For health: resolves when the queue's engine answers (its queue is there), else throws. */
  check(): Promise<void>
  /** This process's listeners for one run: told when a local worker changes it. */
  onBatchChange(batchId: string, listener: () => void): () => void
  batchChanged(batchId: string): void
}

/**
 * The batch signals, shared by every engine, carried by the invalidation bus: in one process it
 * calls the listeners at once; with Redis (decision 022) a worker in another process wakes the
 * event streams on every instance the moment its image is done, not at their next re-read.
 */
export function createBatchSignals(
  bus: InvalidationBus,
): Pick<GenerationQueue, 'onBatchChange' | 'batchChanged'> {
  const emitter = new EventEmitter()
  // One listener per open event stream; a busy shop may hold many at once.
  emitter.setMaxListeners(0)
  bus.subscribe((event) => {
    if (event.kind === 'batch') emitter.emit(event.batchId)
  })
  return {
    onBatchChange(batchId, listener) {
      emitter.on(batchId, listener)
      return () => emitter.off(batchId, listener)
    },
    batchChanged(batchId) {
      bus.publish({ kind: 'batch', batchId })
    },
  }
}
