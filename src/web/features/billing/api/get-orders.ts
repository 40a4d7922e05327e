import { keepPreviousData, useQuery } from '@tanstack/react-query'
import {
  type ItemOrderPage,
  itemOrderPageSchema,
  type OrderPage,
  type OrderSortField,
  orderPageSchema,
} from '#shared/billing/orders.ts'
import { type OrderKind, orderApiBase, ordersQueryKey } from '#web/features/billing/api/order-kind.ts'
import { apiGet, type Parser } from '#web/lib/api.ts'

export type OrderListQuery = {
  page: number
  pageSize: number
  search?: string
  sort?: OrderSortField
  dir?: 'asc' | 'desc'
  /** Only unpaid orders (the pending lists). */
  pending?: boolean
  /** Only the caller's own, even for an admin (every screen in the user area). */
  mine?: boolean
  /** Admin filters: a payment status, a day range (yyyy-mm-dd), a package id or item code. */
  status?: string
  from?: string
  to?: string
  product?: string
}

type PageOf<K extends OrderKind> = K extends 'package' ? OrderPage : ItemOrderPage

const pageParsers: { [K in OrderKind]: Parser<PageOf<K>> } = {
  package: orderPageSchema,
  item: itemOrderPageSchema,
}

const toParams = (query: OrderListQuery) => {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) })
  if (query.search?.trim()) params.set('search', query.search.trim())
  if (query.sort) params.set('sort', query.sort)
  if (query.dir) params.set('dir', query.dir)
  if (query.pending) params.set('status', 'pending')
  if (query.mine) params.set('mine', 'true')
  for (const key of ['status', 'from', 'to', 'product'] as const) {
    const value = query[key]
    if (value && !(key === 'status' && query.pending)) params.set(key, value)
  }
  return params
}

/**
 * GET /api/orders or /api/item-orders: the caller's own orders, or every order for an admin;
 * searched, sorted and paged on the server.
 */
export function useOrders<K extends OrderKind>(kind: K, query: OrderListQuery) {
  return useQuery({
    queryKey: [...ordersQueryKey(kind), 'list', query],
    queryFn: ({ signal }) => apiGet(`${orderApiBase(kind)}?${toParams(query)}`, pageParsers[kind], signal),
    placeholderData: keepPreviousData,
  })
}
