import { AppError } from '../app-error.ts'
import type { QueueBounds, Refusal } from './fair-queue.ts'
import type { baseImageTasks, ImageTaskName } from './tasks.ts'

/**
 * How long an image step may hold its thread. A `quick` step reads, re-encodes or draws one small
 * picture (a preview, an upload, a mask, a crop); a `render` step makes a full-size image, a 4K
 * composite or a cut-out, which takes seconds on a busy two-core machine. Whoever owns a step
 * declares its class beside it (lib's here, a feature's in its image-task-classes.ts); the
 * composition root joins the tables as `ImageTaskClasses`, so a task without a class fails the
 * type check.
 */
export type ImageTaskClass = 'quick' | 'render'
export type ImageTaskClasses = Record<ImageTaskName, ImageTaskClass>

/** The classes of lib's own steps (tasks.ts). */
export const baseImageTaskClasses = {
  offlineImage: 'render',
  iconSubject: 'render',
  toJpeg: 'quick',
  squareJpeg: 'quick',
  cutOutPerson: 'render',
  salientSubject: 'render',
  webpSizes: 'quick',
} satisfies Record<keyof typeof baseImageTasks, ImageTaskClass>

export interface ImagePoolLimits extends QueueBounds {
  /** IMAGE_TASK_TIMEOUT_SECONDS, for the quick steps. */
  quickTimeoutMs: number
  /** IMAGE_RENDER_TIMEOUT_SECONDS, for the full renders, composites and cut-outs. */
  renderTimeoutMs: number
}

/** The defaults the env schema gives too; a test or the bench calling the pool directly gets them. */
export const DEFAULT_IMAGE_POOL_LIMITS: ImagePoolLimits = {
  quickTimeoutMs: 15_000,
  renderTimeoutMs: 60_000,
  perOwner: 4,
  total: 32,
}

export const timeoutMsFor = (taskClass: ImageTaskClass, limits: ImagePoolLimits) =>
  taskClass === 'quick' ? limits.quickTimeoutMs : limits.renderTimeoutMs

export const imagePoolMessages = {
  ownerFull: 'Too many images are being prepared for you right now. Try again in a moment.',
  totalFull: 'The server is busy preparing other images right now. Try again in a moment.',
  timedOut: (ms: number) =>
    `Preparing this image took longer than ${formatSeconds(ms)}, so it was stopped. Try again, or use a smaller or simpler image.`,
}

const formatSeconds = (ms: number) => (ms < 1000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`)

/**
 * What the pool itself refuses with: the line is full (429 for the user's own, 503 for everyone's)
 * or the step ran past its limit (503). Callers that turn a decode failure into their own 400 let
 * these through, so the client learns to wait rather than that its picture is bad.
 */
export class ImagePoolError extends AppError {}

export function refusalError(refusal: Refusal): ImagePoolError {
  return refusal === 'owner-full'
    ? new ImagePoolError('RATE_LIMITED', imagePoolMessages.ownerFull)
    : new ImagePoolError('SERVER_BUSY', imagePoolMessages.totalFull)
}

export const timeoutError = (ms: number) =>
  new ImagePoolError('IMAGE_TIMEOUT', imagePoolMessages.timedOut(ms))
