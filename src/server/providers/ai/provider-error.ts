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
