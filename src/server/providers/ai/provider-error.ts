import { AppError } from '../../lib/app-error.ts'

/**
 * A failed AI call. `failover` marks the answers another key may not get (rate limit, overload,
 * bad or revoked key); `retryDelayMs` is the wait Google asked for in its RetryInfo detail.
 */
export class ProviderError extends AppError {
  readonly httpStatus: number | null
  readonly failover: boolean
  readonly retryDelayMs: number | null

  constructor(
    message: string,
    options: { httpStatus?: number; failover?: boolean; retryDelayMs?: number | null } = {},
  ) {
    super('PROVIDER_ERROR', message)
    this.httpStatus = options.httpStatus ?? null
    this.failover = options.failover ?? false
    this.retryDelayMs = options.retryDelayMs ?? null
  }
}

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
