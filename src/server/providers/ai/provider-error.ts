import { AppError } from '../../lib/app-error.ts'

/**
 * A failed AI call. `failover` marks the answers another key may not get (rate limit, overload,
 * bad or revoked key); `retryDelayMs` is the wait Google asked for in its RetryInfo detail;
 * `retryable` marks a failure the same request may not meet again (a server error, an answer
 * without an image), which earns a generation one more try through the queue.
 */
export class ProviderError extends AppError {
  readonly httpStatus: number | null
  readonly failover: boolean
  readonly retryDelayMs: number | null
  readonly retryable: boolean

  constructor(
    message: string,
    options: {
      httpStatus?: number
      failover?: boolean
      retryDelayMs?: number | null
      retryable?: boolean
    } = {},
  ) {
    super('PROVIDER_ERROR', message)
    this.httpStatus = options.httpStatus ?? null
    this.failover = options.failover ?? false
    this.retryDelayMs = options.retryDelayMs ?? null
    this.retryable = options.retryable ?? RETRY_STATUSES.has(this.httpStatus ?? 0)
  }
}

/** Google's answers for a failure on its side (internal, overloaded, deadline exceeded). */
export const RETRY_STATUSES = new Set([500, 503, 504])

/** HTTP answers after which the next key is tried. */
export const FAILOVER_STATUSES = new Set([401, 403, 429, 503])

/**
 * Every key answered 429 or 503 (rate-limited or overloaded): the same request may pass after
 * `waitMs`. The caller puts the work back for later rather than holding a request or a worker.
 */
export class KeysRestingError extends ProviderError {
  readonly waitMs: number

  constructor(cause: ProviderError, waitMs: number) {
    super(cause.message, { httpStatus: cause.httpStatus ?? undefined, failover: true, retryDelayMs: waitMs })
    this.waitMs = waitMs
  }
}

/** Answers that mean "later", not "never": a back-off through the queue may succeed. */
export const BACKOFF_STATUSES = new Set([429, 503])
