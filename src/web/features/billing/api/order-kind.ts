/** Package orders and item orders share every screen; only the API prefix differs. */
export type OrderKind = 'package' | 'item'

export const orderApiBase = (kind: OrderKind) => (kind === 'package' ? '/api/orders' : '/api/item-orders')

export const orderPath = (kind: OrderKind, orderId: string) =>
  `${orderApiBase(kind)}/${encodeURIComponent(orderId)}`

export const ordersQueryKey = (kind: OrderKind) => ['orders', kind] as const
