import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import type { TestUser } from './factories.ts'

/**
 * A real local HTTP server speaking the slices of PayPal's REST API the app calls: oauth2 token,
 * Orders v2 create / capture / get, and verify-webhook-signature, with PayPal's error bodies.
 * Tests program it (wrong amount, wrong custom_id, 500s, declines) and read what it received.
 */
export interface FakePaypal {
  url: string
  clientId: string
  clientSecret: string
  webhookId: string
  /** The transmission signature the fake accepts as genuine. */
  validSignature: string
  /** Every request received, in order. */
  calls: Array<{ method: string; path: string; headers: IncomingMessage['headers']; body: string }>
  orders: Map<string, FakeOrder>
  /** What the next captures do; each entry is used once, then normal behaviour resumes. */
  captureScript: CaptureBehaviour[]
  /** HTTP statuses the next verify-webhook-signature calls answer with (PayPal failing), one each. */
  verifyFailures: number[]
  /** Refunds made through POST /v2/payments/captures/{id}/refund, by capture id, in order. */
  refunds: Map<string, FakeRefund[]>
  /** HTTP statuses the next refund calls answer with (PayPal failing), one each. */
  refundFailures: number[]
  /** The next refunds PayPal holds as PENDING (it completes them later, by webhook), one each. */
  pendingRefunds: number
  /** Seconds each new OAuth token lives (PayPal's usual 32400 unless a test shortens it). */
  tokenLifetimeSeconds: number
  /** Forgets every token issued so far, as PayPal does when it rotates credentials. */
  revokeTokens(): void
  /** Marks a PayPal order captured without an API call (the buyer paid; our capture call was lost). */
  captureOutOfBand(paypalOrderId: string): FakeCapture
  close(): Promise<void>
}

export type CaptureBehaviour =
  | { kind: 'error'; status: number }
  | { kind: 'declined' }
  | { kind: 'amount'; value: string }
  | { kind: 'customId'; value: string }
  | { kind: 'pending' }
  | { kind: 'currency'; value: string }

export interface FakeCapture {
  id: string
  status: string
  amount: { currency_code: string; value: string }
  custom_id: string
  invoice_id: string
  create_time: string
}

export interface FakeRefund {
  id: string
  status: 'COMPLETED' | 'PENDING'
  amount: { currency_code: string; value: string }
  create_time: string
  links: Array<{ href: string; rel: string; method: string }>
}

export interface FakeOrder {
  id: string
  status: 'CREATED' | 'COMPLETED'
  request: {
    intent: string
    purchase_units: Array<{
      amount: {
        currency_code: string
        value: string
        breakdown?: Record<string, { currency_code: string; value: string }>
      }
      description?: string
      custom_id?: string
      invoice_id?: string
    }>
  }
  capture?: FakeCapture
  payerEmail: string
  /** PayPal-Request-Id → the answer first given for it (PayPal replays it on a retry). */
  replies: Map<string, { status: number; body: unknown }>
}

const code = (length: number) => randomBytes(length).toString('hex').toUpperCase().slice(0, length)

export async function startFakePaypal(): Promise<FakePaypal> {
  const clientId = `client-${code(6)}`
  const clientSecret = `secret-${code(12)}`
  const webhookId = `WH${code(10)}`
  const validSignature = `sig-${code(8)}`
  const tokens = new Set<string>()
  const calls: FakePaypal['calls'] = []
  const orders = new Map<string, FakeOrder>()
  const captureScript: CaptureBehaviour[] = []

  const orderBody = (order: FakeOrder) => {
    const unit = order.request.purchase_units[0]
    return {
      id: order.id,
      intent: order.request.intent,
      status: order.status,
      payer:
        order.status === 'COMPLETED' ? { email_address: order.payerEmail, payer_id: 'PAYER123' } : undefined,
      purchase_units: [
        {
          reference_id: 'default',
          amount: unit?.amount,
          description: unit?.description,
          custom_id: unit?.custom_id,
          invoice_id: unit?.invoice_id,
          payments: order.capture ? { captures: [order.capture] } : undefined,
        },
      ],
      links: [{ href: `/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' }],
    }
  }

  const makeCapture = (order: FakeOrder, overrides: Partial<FakeCapture> = {}): FakeCapture => {
    const unit = order.request.purchase_units[0]
    return {
      id: code(17),
      status: 'COMPLETED',
      amount: { currency_code: unit?.amount.currency_code ?? 'USD', value: unit?.amount.value ?? '0.00' },
      custom_id: unit?.custom_id ?? '',
      invoice_id: unit?.invoice_id ?? '',
      create_time: new Date().toISOString(),
      ...overrides,
    }
  }

  const issue = (status: number, name: string, detail: string) => ({
    status,
    body: {
      name,
      message: `${name}: ${detail}`,
      debug_id: code(12),
      details: [{ issue: detail, description: detail }],
    },
  })

  function capture(order: FakeOrder, requestId: string): { status: number; body: unknown } {
    const replay = order.replies.get(requestId)
    if (replay) return replay
    const behaviour = captureScript.shift()
    if (behaviour?.kind === 'error')
      return {
        status: behaviour.status,
        body: {
          name: 'INTERNAL_SERVER_ERROR',
          message: 'An internal server error occurred.',
          debug_id: code(12),
        },
      }
    if (behaviour?.kind === 'declined') return issue(422, 'UNPROCESSABLE_ENTITY', 'INSTRUMENT_DECLINED')
    if (order.status === 'COMPLETED') return issue(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED')
    const overrides: Partial<FakeCapture> = {}
    const unit = order.request.purchase_units[0]
    if (behaviour?.kind === 'amount')
      overrides.amount = { currency_code: unit?.amount.currency_code ?? 'USD', value: behaviour.value }
    if (behaviour?.kind === 'currency')
      overrides.amount = { currency_code: behaviour.value, value: unit?.amount.value ?? '0.00' }
    if (behaviour?.kind === 'customId') overrides.custom_id = behaviour.value
    if (behaviour?.kind === 'pending') overrides.status = 'PENDING'
    order.capture = makeCapture(order, overrides)
    order.status = 'COMPLETED'
    const reply = { status: 201, body: orderBody(order) }
    order.replies.set(requestId, reply)
    return reply
  }

  const refunds = new Map<string, FakeRefund[]>()
  const refundReplies = new Map<string, { status: number; body: unknown }>()
  const cents = (value: string) => Math.round(Number(value) * 100)

  /** PayPal's refund of a capture: the rest of it without an amount; never more than is left. */
  function refund(captureId: string, requestId: string, body: string): { status: number; body: unknown } {
    const replay = refundReplies.get(requestId)
    if (replay) return replay
    const failure = fake.refundFailures.shift()
    if (failure !== undefined)
      return { status: failure, body: { name: 'INTERNAL_SERVER_ERROR', debug_id: code(12) } }
    const order = [...orders.values()].find((o) => o.capture?.id === captureId)
    if (!order?.capture) return issue(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID')
    const made = refunds.get(captureId) ?? []
    const left = cents(order.capture.amount.value) - made.reduce((sum, r) => sum + cents(r.amount.value), 0)
    if (left <= 0) return issue(422, 'UNPROCESSABLE_ENTITY', 'CAPTURE_FULLY_REFUNDED')
    const request = (body ? JSON.parse(body) : {}) as { amount?: { currency_code: string; value: string } }
    if (request.amount && request.amount.currency_code !== order.capture.amount.currency_code)
      return issue(422, 'UNPROCESSABLE_ENTITY', 'CURRENCY_MISMATCH')
    const wanted = request.amount ? cents(request.amount.value) : left
    if (wanted > left) return issue(422, 'UNPROCESSABLE_ENTITY', 'REFUND_AMOUNT_EXCEEDED')
    const pending = fake.pendingRefunds > 0
    if (pending) fake.pendingRefunds--
    const created: FakeRefund = {
      id: code(17),
      status: pending ? 'PENDING' : 'COMPLETED',
      amount: { currency_code: order.capture.amount.currency_code, value: (wanted / 100).toFixed(2) },
      create_time: new Date().toISOString(),
      links: [
        { href: `/v2/payments/refunds/${code(17)}`, rel: 'self', method: 'GET' },
        { href: `/v2/payments/captures/${captureId}`, rel: 'up', method: 'GET' },
      ],
    }
    refunds.set(captureId, [...made, created])
    const reply = { status: 201, body: created }
    refundReplies.set(requestId, reply)
    return reply
  }

  function route(
    method: string,
    path: string,
    request: IncomingMessage,
    body: string,
  ): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`
      if (request.headers.authorization !== expected || body !== 'grant_type=client_credentials') {
        return {
          status: 401,
          body: { error: 'invalid_client', error_description: 'Client Authentication failed' },
        }
      }
      const token = `A21AA${code(20)}`
      tokens.add(token)
      return {
        status: 200,
        body: {
          scope: 'https://uri.paypal.com/services/payments',
          access_token: token,
          token_type: 'Bearer',
          app_id: 'APP-TEST',
          expires_in: fake.tokenLifetimeSeconds,
          nonce: code(10),
        },
      }
    }
    const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? ''
    if (!tokens.has(bearer)) {
      return {
        status: 401,
        body: {
          name: 'AUTHENTICATION_FAILURE',
          message:
            'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
        },
      }
    }
    if (method === 'POST' && path === '/v2/checkout/orders') {
      const order: FakeOrder = {
        id: code(17),
        status: 'CREATED',
        request: JSON.parse(body),
        payerEmail: 'buyer@personal.example.com',
        replies: new Map(),
      }
      orders.set(order.id, order)
      return {
        status: 201,
        body: {
          id: order.id,
          status: 'CREATED',
          links: [{ href: `/checkoutnow?token=${order.id}`, rel: 'approve', method: 'GET' }],
        },
      }
    }
    const captureMatch = path.match(/^\/v2\/checkout\/orders\/([^/]+)\/capture$/)
    if (method === 'POST' && captureMatch) {
      const order = orders.get(decodeURIComponent(captureMatch[1] ?? ''))
      if (!order) return issue(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID')
      return capture(order, String(request.headers['paypal-request-id'] ?? code(8)))
    }
    const refundMatch = path.match(/^\/v2\/payments\/captures\/([^/]+)\/refund$/)
    if (method === 'POST' && refundMatch) {
      return refund(
        decodeURIComponent(refundMatch[1] ?? ''),
        String(request.headers['paypal-request-id'] ?? code(8)),
        body,
      )
    }
    const getMatch = path.match(/^\/v2\/checkout\/orders\/([^/]+)$/)
    if (method === 'GET' && getMatch) {
      const order = orders.get(decodeURIComponent(getMatch[1] ?? ''))
      if (!order) return issue(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID')
      return { status: 200, body: orderBody(order) }
    }
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      const failure = fake.verifyFailures.shift()
      if (failure !== undefined)
        return { status: failure, body: { name: 'INTERNAL_SERVER_ERROR', debug_id: code(12) } }
      const input = JSON.parse(body) as {
        webhook_id?: string
        transmission_sig?: string
        webhook_event?: { id?: string }
      }
      const genuine =
        input.webhook_id === webhookId &&
        input.transmission_sig === validSignature &&
        Boolean(input.webhook_event?.id)
      return { status: 200, body: { verification_status: genuine ? 'SUCCESS' : 'FAILURE' } }
    }
    return issue(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID')
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const path = (request.url ?? '/').split('?')[0] ?? '/'
      const method = request.method ?? 'GET'
      calls.push({ method, path, headers: request.headers, body })
      const answer = route(method, path, request, body)
      response.writeHead(answer.status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(answer.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  const fake: FakePaypal = {
    url: `http://127.0.0.1:${port}`,
    tokenLifetimeSeconds: 32400,
    verifyFailures: [],
    refunds,
    refundFailures: [],
    pendingRefunds: 0,
    revokeTokens: () => tokens.clear(),
    clientId,
    clientSecret,
    webhookId,
    validSignature,
    calls,
    orders,
    captureScript,
    captureOutOfBand(paypalOrderId) {
      const order = orders.get(paypalOrderId)
      if (!order) throw new Error(`no fake PayPal order ${paypalOrderId}`)
      order.capture = makeCapture(order)
      order.status = 'COMPLETED'
      return order.capture
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
  return fake
}

/** Saves sandbox settings pointing at the fake's credentials (the base URL comes from config). */
export async function configurePaypal(
  app: FastifyInstance,
  admin: TestUser,
  fake: FakePaypal,
  extra: object = {},
) {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/paypal-settings',
    headers: { cookie: admin.cookie },
    payload: {
      enabled: true,
      mode: 'sandbox',
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      currency: 'USD',
      buttonStyles: { layout: 'vertical', color: 'blue', shape: 'rect', label: 'pay' },
      webhookId: fake.webhookId,
      ...extra,
    },
  })
  if (response.statusCode !== 200)
    throw new Error(`configure PayPal failed: ${response.statusCode} ${response.body}`)
}

/** The PAYMENT.CAPTURE.REFUNDED event PayPal sends after a refund (its resource is the refund). */
export const refundedEvent = (refund: FakeRefund, customId: string) => ({
  id: webhookEventId(),
  event_type: 'PAYMENT.CAPTURE.REFUNDED',
  resource: { ...refund, custom_id: customId },
})

/** Posts a webhook delivery the way PayPal does, with its transmission headers. */
export function sendWebhook(
  app: FastifyInstance,
  fake: FakePaypal,
  event: { id: string; event_type: string; resource: object },
  options: { signature?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/paypal',
    headers: {
      'content-type': 'application/json',
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': `${fake.url}/v1/notifications/certs/CERT-360caa42`,
      'paypal-transmission-id': `tx-${code(10)}`,
      'paypal-transmission-sig': options.signature ?? fake.validSignature,
      'paypal-transmission-time': new Date().toISOString(),
    },
    payload: JSON.stringify({
      ...event,
      create_time: new Date().toISOString(),
      resource_type: 'capture',
      event_version: '1.0',
    }),
  })
}

export const webhookEventId = () => `WH-${code(8)}-${code(8)}`
