import { AppError } from '../app-error.ts'
import { type ImageProblem, InvalidImageError } from '../images.ts'

/**
 * What crosses between the server thread and an image thread. Messages are structured clones, so
 * a Buffer arrives as a plain Uint8Array and an error loses its class and its own fields; these
 * helpers put both back, so callers see exactly what a direct call would have given them.
 */

/** The worker's answer: the task's value, or its error in a shape that survives the clone. */
export type TaskOutcome = { ok: true; value: unknown } | { ok: false; error: WireError }

export type WireError =
  | { kind: 'invalid-image'; problem: ImageProblem }
  | { kind: 'app'; code: AppError['code']; message: string; issues: AppError['issues'] }
  | { kind: 'error'; name: string; message: string; stack: string | undefined }

const isPlainObject = (value: object) => {
  const proto = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

/**
 * Every Uint8Array in plain objects and arrays becomes a Buffer over the same memory (no copy).
 * Other objects are left as they are: only data crosses threads.
 */
export function reviveBuffers<T>(value: T): T {
  if (value instanceof Uint8Array) {
    return (
      Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)
    ) as T
  }
  if (Array.isArray(value)) return value.map(reviveBuffers) as T
  if (value !== null && typeof value === 'object' && isPlainObject(value)) {
    const out: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) out[key] = reviveBuffers(item)
    return out as T
  }
  return value
}

export function toWireError(error: unknown): WireError {
  if (error instanceof InvalidImageError) return { kind: 'invalid-image', problem: error.problem }
  if (error instanceof AppError)
    return { kind: 'app', code: error.code, message: error.message, issues: error.issues }
  if (error instanceof Error)
    return { kind: 'error', name: error.name, message: error.message, stack: error.stack }
  return { kind: 'error', name: 'Error', message: String(error), stack: undefined }
}

/** The error as the caller would have caught it from a direct call (the 4xx stays a 4xx). */
export function fromWireError(wire: WireError): Error {
  if (wire.kind === 'invalid-image') return new InvalidImageError(wire.problem)
  if (wire.kind === 'app') return new AppError(wire.code, wire.message, wire.issues)
  const error = new Error(wire.message)
  error.name = wire.name
  // The image thread's stack is where the fault is; the log shows it rather than the pool's.
  if (wire.stack) error.stack = wire.stack
  return error
}
