import { captureResultSchema, providerOrderSchema } from '#shared/billing/orders.ts'
import { type OrderKind, orderPath } from '#web/features/billing/api/order-kind.ts'
import { apiPost } from '#web/lib/api.ts'

/** POST …/payment: the server creates the PayPal order from its own price and returns its id. */
export async function createPayment(kind: OrderKind, orderId: string): Promise<string> {
  return providerOrderSchema.parse(await apiPost(`${orderPath(kind, orderId)}/payment`)).paypalOrderId
}

/** POST …/capture: the server captures, checks amount, currency and custom_id, then grants. */
export async function capturePayment(kind: OrderKind, orderId: string, paypalOrderId: string) {
  return captureResultSchema.parse(await apiPost(`${orderPath(kind, orderId)}/capture`, { paypalOrderId }))
}

/** POST …/simulate: simulated mode only (never in production); the same server-side grant. */
export async function simulatePayment(kind: OrderKind, orderId: string) {
  return captureResultSchema.parse(await apiPost(`${orderPath(kind, orderId)}/simulate`))
}
