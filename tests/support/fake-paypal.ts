import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import type { TestUser } from './factories.ts'
import { fakeOauth } from './fake-paypal-oauth.ts'
import {
  type CaptureBehaviour,
  type FakeCapture,
  type FakeOrder,
  fakeOrders,
  makeCapture,
} from './fake-paypal-orders.ts'
import { type FakeRefund, fakeRefunds } from './fake-paypal-refunds.ts'
import { code, issue, type Reply } from './fake-paypal-replies.ts'
import { verifyWebhookSignature } from './fake-paypal-webhooks.ts'

/**
 * A real local HTTP server speaking the slices of PayPal's REST API the app calls: oauth2 token,
 * Orders v2 create / capture / get, and verify-webhook-signature, with PayPal's error bodies.
 * Tests program it (wrong amount, wrong custom_id, 500s, declines) and read what it received.
 * Each API area lives in its own fake-paypal-*.ts file; this one starts the server and routes to them.
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

export async function startFakePaypal(): Promise<FakePaypal> {
  const clientId = `client-${code(6)}`
  const clientSecret = `secret-${code(12)}`
  const calls: FakePaypal['calls'] = []
  const orders = new Map<string, FakeOrder>()
  const captureScript: CaptureBehaviour[] = []
  const refunds = new Map<string, FakeRefund[]>()
  const oauth = fakeOauth(clientId, clientSecret)
  const ordersApi = fakeOrders(orders, captureScript)
  const refundsApi = fakeRefunds(orders, refunds)
  const requestId = (request: IncomingMessage) => String(request.headers['paypal-request-id'] ?? code(8))

  function route(method: string, path: string, request: IncomingMessage, body: string): Reply {
    if (method === 'POST' && path === '/v1/oauth2/token')
      return oauth.issueToken(request, body, fake.tokenLifetimeSeconds)
    const unauthorized = oauth.rejectUnknownBearer(request)
    if (unauthorized) return unauthorized
    if (method === 'POST' && path === '/v2/checkout/orders') return ordersApi.create(body)
    const captureMatch = path.match(/^\/v2\/checkout\/orders\/([^/]+)\/capture$/)
    if (method === 'POST' && captureMatch)
      return ordersApi.capture(decodeURIComponent(captureMatch[1] ?? ''), requestId(request))
    const refundMatch = path.match(/^\/v2\/payments\/captures\/([^/]+)\/refund$/)
    if (method === 'POST' && refundMatch)
      return refundsApi.refund(fake, decodeURIComponent(refundMatch[1] ?? ''), requestId(request), body)
    const getMatch = path.match(/^\/v2\/checkout\/orders\/([^/]+)$/)
    if (method === 'GET' && getMatch) return ordersApi.get(decodeURIComponent(getMatch[1] ?? ''))
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature')
      return verifyWebhookSignature(fake, body)
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
    revokeTokens: oauth.revokeTokens,
    clientId,
    clientSecret,
    webhookId: `WH${code(10)}`,
    validSignature: `sig-${code(8)}`,
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
