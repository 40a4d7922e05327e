import { code, issue, type Reply } from './fake-paypal-replies.ts'

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
  replies: Map<string, Reply>
}

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

/** A completed capture of the order's whole amount, unless a test's script overrides part of it. */
export const makeCapture = (order: FakeOrder, overrides: Partial<FakeCapture> = {}): FakeCapture => {
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

/** Orders v2: create, capture (following the test's capture script) and get. */
export function fakeOrders(orders: Map<string, FakeOrder>, captureScript: CaptureBehaviour[]) {
  function capture(order: FakeOrder, requestId: string): Reply {
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

  return {
    create(body: string): Reply {
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
    },
    capture(orderId: string, requestId: string): Reply {
      const order = orders.get(orderId)
      if (!order) return issue(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID')
      return capture(order, requestId)
    },
    get(orderId: string): Reply {
      const order = orders.get(orderId)
      if (!order) return issue(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID')
      return { status: 200, body: orderBody(order) }
    },
  }
}
