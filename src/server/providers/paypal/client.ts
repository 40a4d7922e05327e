import type {
  PaypalCreateOrderRequest,
  PaypalErrorBody,
  PaypalOrder,
  PaypalRefund,
  PaypalRefundRequest,
  PaypalTransmission,
} from './types.ts'

export const PAYPAL_BASE_URLS = {
  sandbox: 'https://api-m.sandbox.paypal.com',
  live: 'https://api-m.paypal.com',
} as const

export interface PaypalCredentials {
  baseUrl: string
  clientId: string
  clientSecret: string
}

/** A non-2xx answer from PayPal, or no answer at all (status 0). */
export class PaypalApiError extends Error {
  readonly status: number
  readonly body: PaypalErrorBody | undefined

  constructor(status: number, body: PaypalErrorBody | undefined, message?: string) {
    super(message ?? `PayPal answered ${status}: ${body?.name ?? ''} ${body?.message ?? ''}`.trim())
    this.name = 'PaypalApiError'
    this.status = status
    this.body = body
  }

  /** True when PayPal named this issue (e.g. INSTRUMENT_DECLINED, ORDER_ALREADY_CAPTURED). */
  hasIssue(issue: string): boolean {
    return this.body?.details?.some((detail) => detail.issue === issue) ?? false
  }
}

export interface PaypalClient {
  /** One token call (or a token still cached from one): resolves when PayPal accepts the credentials. */
  verifyCredentials(): Promise<void>
  createOrder(request: PaypalCreateOrderRequest, requestId: string): Promise<PaypalOrder>
  captureOrder(paypalOrderId: string, requestId: string): Promise<PaypalOrder>
  getOrder(paypalOrderId: string): Promise<PaypalOrder>
  /** Refunds a captured payment (all of what is left without an amount); a repeated request id replays. */
  refundCapture(captureId: string, request: PaypalRefundRequest, requestId: string): Promise<PaypalRefund>
  /** Asks PayPal whether a delivery is genuine; `rawBody` is sent byte for byte as webhook_event. */
  verifyWebhookSignature(input: {
    transmission: PaypalTransmission
    webhookId: string
    rawBody: string
  }): Promise<boolean>
}

interface CachedToken {
  value: string
  expiresAt: number
}

const REQUEST_TIMEOUT_MS = 15_000
/** Renew a little before PayPal's expiry, so a token never lapses mid-request. */
const TOKEN_EARLY_RENEWAL_MS = 60_000

/** Tokens per credentials, shared by every client made for the same account. */
const tokenCache = new Map<string, CachedToken>()

/**
 * The small typed fetch client the design asks for: the official server SDK cannot be pointed
 * at anything but PayPal, and has no webhook verification.
 */
export function createPaypalClient(credentials: PaypalCredentials): PaypalClient {
  const cacheKey = `${credentials.baseUrl}|${credentials.clientId}|${credentials.clientSecret}`

  async function token(): Promise<string> {
    const cached = tokenCache.get(cacheKey)
    if (cached && cached.expiresAt > Date.now()) return cached.value
    const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')
    const answer = await send<{ access_token: string; expires_in: number }>('/v1/oauth2/token', {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    })
    const lifetimeMs = Math.max(0, answer.expires_in * 1000 - TOKEN_EARLY_RENEWAL_MS)
    tokenCache.set(cacheKey, { value: answer.access_token, expiresAt: Date.now() + lifetimeMs })
    return answer.access_token
  }

  async function send<T>(path: string, init: RequestInit): Promise<T> {
    let response: Response
    try {
      response = await fetch(`${credentials.baseUrl}${path}`, {
        ...init,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      })
    } catch (error) {
      throw new PaypalApiError(0, undefined, `PayPal unreachable: ${(error as Error).message}`)
    }
    const text = await response.text()
    let body: unknown
    try {
      body = text ? JSON.parse(text) : undefined
    } catch {
      body = undefined
    }
    if (!response.ok) {
      // A stale token: forget it so the next call fetches a fresh one.
      if (response.status === 401) tokenCache.delete(cacheKey)
      throw new PaypalApiError(response.status, body as PaypalErrorBody | undefined)
    }
    return body as T
  }

  async function authed<T>(path: string, init: RequestInit & { headers?: Record<string, string> }) {
    const attempt = async () =>
      send<T>(path, {
        ...init,
        headers: {
          authorization: `Bearer ${await token()}`,
          'content-type': 'application/json',
          ...init.headers,
        },
      })
    try {
      return await attempt()
    } catch (error) {
      // PayPal revoked the cached token before its expiry: `send` dropped it, so one retry runs
      // with a fresh one. Safe to repeat: create and capture carry their PayPal-Request-Id.
      if (error instanceof PaypalApiError && error.status === 401) return attempt()
      throw error
    }
  }

  return {
    async verifyCredentials() {
      await token()
    },
    createOrder: (request, requestId) =>
      authed<PaypalOrder>('/v2/checkout/orders', {
        method: 'POST',
        headers: { 'paypal-request-id': requestId },
        body: JSON.stringify(request),
      }),
    captureOrder: (paypalOrderId, requestId) =>
      authed<PaypalOrder>(`/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}/capture`, {
        method: 'POST',
        headers: { 'paypal-request-id': requestId, prefer: 'return=representation' },
      }),
    refundCapture: (captureId, request, requestId) =>
      authed<PaypalRefund>(`/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, {
        method: 'POST',
        headers: { 'paypal-request-id': requestId, prefer: 'return=representation' },
        body: JSON.stringify(request),
      }),
    getOrder: (paypalOrderId) =>
      authed<PaypalOrder>(`/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}`, { method: 'GET' }),
    async verifyWebhookSignature({ transmission, webhookId, rawBody }) {
      // The event goes in exactly as received: re-serialising it can change bytes PayPal signed.
      const body = `{"auth_algo":${JSON.stringify(transmission.authAlgo)},"cert_url":${JSON.stringify(
        transmission.certUrl,
      )},"transmission_id":${JSON.stringify(transmission.transmissionId)},"transmission_sig":${JSON.stringify(
        transmission.transmissionSig,
      )},"transmission_time":${JSON.stringify(transmission.transmissionTime)},"webhook_id":${JSON.stringify(
        webhookId,
      )},"webhook_event":${rawBody}}`
      const answer = await authed<{ verification_status?: string }>(
        '/v1/notifications/verify-webhook-signature',
        {
          method: 'POST',
          body,
        },
      )
      return answer?.verification_status === 'SUCCESS'
    },
  }
}
