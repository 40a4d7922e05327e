import type { FakeOrder } from './fake-paypal-orders.ts'
import { code, issue, type Reply } from './fake-paypal-replies.ts'

export interface FakeRefund {
  id: string
  status: 'COMPLETED' | 'PENDING'
  amount: { currency_code: string; value: string }
  create_time: string
  links: Array<{ href: string; rel: string; method: string }>
}

/** What a test programs about the next refunds (read at each call, so a test may change it any time). */
interface RefundKnobs {
  refundFailures: number[]
  pendingRefunds: number
}

const cents = (value: string) => Math.round(Number(value) * 100)

/** Payments v2 refund: the rest of a capture without an amount; never more than is left. */
export function fakeRefunds(orders: Map<string, FakeOrder>, refunds: Map<string, FakeRefund[]>) {
  const refundReplies = new Map<string, Reply>()
  return {
    refund(knobs: RefundKnobs, captureId: string, requestId: string, body: string): Reply {
      const replay = refundReplies.get(requestId)
      if (replay) return replay
      const failure = knobs.refundFailures.shift()
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
      const pending = knobs.pendingRefunds > 0
      if (pending) knobs.pendingRefunds--
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
    },
  }
}
