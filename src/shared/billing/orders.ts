import { z } from 'zod'
import { ORDER_LIST_PAGE_SIZE } from '../common/constants.ts'
import { pageField, pageInfoShape } from '../common/paging.ts'

/** The checkout form's words (customer-side.md §5: full name, address, country required). */
export const orderMessages = {
  fullNameRequired: 'Full name is required',
  addressRequired: 'Address is required',
  countryRequired: 'Country is required',
  packageRequired: 'Package is required',
  itemRequired: 'Item is required',
  sellerCannotPurchase: 'Sellers cannot purchase products',
  orderNotFound: 'Order not found',
  onlyPendingDeletable: 'Only pending orders can be deleted',
  alreadyPaid: 'This order has already been paid',
  paymentFailed: 'Payment failed. Please try again.',
  paymentUnavailable:
    'PayPal payments are currently unavailable. Please contact support for alternative payment methods.',
  captureMismatch:
    'Payment could not be verified: the captured amount or order does not match. Please contact support.',
  paypalOrderMismatch: 'This PayPal payment was not started for this order. Please start the payment again.',
  paymentPending:
    'PayPal is still processing this payment. Your order will complete as soon as PayPal confirms it.',
} as const

/** Billing fields both checkouts send; the e-mail comes from the session, never the form. */
export const billingFieldsSchema = z.object({
  fullName: z.string().trim().min(1, orderMessages.fullNameRequired).max(100),
  address: z.string().trim().min(1, orderMessages.addressRequired).max(300),
  country: z.string().trim().min(1, orderMessages.countryRequired).max(100),
})
export type BillingFields = z.infer<typeof billingFieldsSchema>

/** GET /api/billing-details: what the caller's last order was billed to, or null before their first. */
export const lastBillingDetailsSchema = z
  .object({ fullName: z.string(), address: z.string(), country: z.string() })
  .nullable()

/**
 * POST /api/orders. Only the package id and the billing fields are read: the server prices the
 * order itself, so any price, credit or status the browser adds is ignored (stripped, not an error).
 */
export const createOrderSchema = billingFieldsSchema.extend({
  packageId: z.string().trim().min(1, orderMessages.packageRequired).max(64),
})
export type CreateOrderInput = z.infer<typeof createOrderSchema>

/** The statuses the server writes; the spec's badge palette also names Processing, Shipped, Cancelled. */
export const PAYMENT_STATUSES = [
  'pending',
  'Paid',
  'Denied',
  'Partially Refunded',
  'Refunded',
  'Reversed',
] as const
export const PARTIALLY_REFUNDED = 'Partially Refunded'

/** A payment that still stands: paid, or only partly refunded. A whole refund or reversal ends it. */
export const paymentStands = (status: string): boolean => status === 'Paid' || status === PARTIALLY_REFUNDED
export const ORDER_STATUSES = ['pending', 'Completed', 'Cancelled', 'Refunded'] as const

/** Fields every order carries, package or item. Money is integer cents; times are ISO strings. */
const orderBaseSchema = z.object({
  orderId: z.string(),
  /** The buyer's account (null once deleted); the back office links to the customer view with it. */
  userId: z.string().nullable().default(null),
  paymentId: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  address: z.string(),
  country: z.string(),
  /** What was bought, copied onto the order when it was placed. */
  productName: z.string(),
  credit: z.number().int(),
  /** Membership days the package adds (package orders); null on item orders. */
  validity: z.number().int().nullable(),
  priceCents: z.number().int(),
  processingFeeCents: z.number().int(),
  totalCents: z.number().int(),
  currency: z.string(),
  paymentStatus: z.string(),
  orderStatus: z.string(),
  /** dd/mm/yyyy, as the spec shows it. */
  orderDate: z.string(),
  createdAt: z.string(),
  paymentMethod: z.string().nullable(),
  paypalTransactionId: z.string().nullable(),
  payerEmail: z.string().nullable(),
  captureTime: z.string().nullable(),
  /** The membership end date this order's payment produced (package orders). */
  membershipValidity: z.string().nullable(),
})

/** A package order as GET /api/orders and GET /api/orders/{orderId} return it. */
export const orderSchema = orderBaseSchema.extend({
  kind: z.literal('package'),
  packageId: z.string().nullable(),
  packageName: z.string(),
  /** The package's feature points as sold (null on orders placed before they were kept). */
  points: z.record(z.string(), z.string()).nullable().default(null),
})
export type Order = z.infer<typeof orderSchema>

/** An item order (/api/item-orders). Never carries the accessUrl or guidelines: see itemAccessSchema. */
export const itemOrderSchema = orderBaseSchema.extend({
  kind: z.literal('item'),
  itemName: z.string(),
  /** The item's public code, as in /premium/{slug}/{itemId}. */
  itemId: z.string().nullable(),
  slug: z.string().nullable(),
  imageUrl: z.string().nullable(),
})
export type ItemOrder = z.infer<typeof itemOrderSchema>

/** History sort columns (admin-and-items.md §9); packageName sorts by item name on item orders. */
export const ORDER_SORT_FIELDS = [
  'date',
  'daysLeft',
  'packageName',
  'orderId',
  'totalPrice',
  'paymentStatus',
] as const
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number]

/**
 * GET /api/orders and /api/item-orders. Search matches order id, customer name, order status or
 * product name (case-insensitive). `status=pending` keeps orders whose paymentStatus is pending.
 * An admin gets everyone's orders unless `mine=true` (the user-side screens ask for their own).
 */
export const orderListQuerySchema = z.object({
  search: z.string().trim().max(100).default(''),
  sort: z.enum(ORDER_SORT_FIELDS).default('date'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  page: pageField,
  pageSize: z.coerce.number().int().min(1).max(100).default(ORDER_LIST_PAGE_SIZE),
  /** A payment status, in any case ('paid', 'Paid', 'partially refunded'). */
  status: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(PAYMENT_STATUSES.map((status) => status.toLowerCase()) as [string, ...string[]]))
    .optional(),
  /** Placed on or after / on or before this day (yyyy-mm-dd, UTC). */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  /** One package (its id) or one item (its code or id). */
  product: z.string().trim().max(100).optional(),
  mine: z.stringbool().optional(),
})
export type OrderListQuery = z.infer<typeof orderListQuerySchema>

export const orderPageSchema = z.object({
  items: z.array(orderSchema),
  ...pageInfoShape,
})
export type OrderPage = z.infer<typeof orderPageSchema>

export const itemOrderPageSchema = z.object({
  items: z.array(itemOrderSchema),
  ...pageInfoShape,
})
export type ItemOrderPage = z.infer<typeof itemOrderPageSchema>

export const orderIdParamsSchema = z.object({ orderId: z.string().min(1).max(40) })

/** POST …/payment answers with the PayPal order id the buttons approve. */
export const providerOrderSchema = z.object({ paypalOrderId: z.string() })

/** POST …/capture: the PayPal order the buyer approved. */
export const captureBodySchema = z.object({ paypalOrderId: z.string().trim().min(1).max(64) })

/**
 * The result of a capture or a simulated approval. `changed` is false when the order had already
 * been paid (a repeat capture, or the webhook got there first): the page then waits 1 s, not 2 s.
 */
export const captureResultSchema = z.object({
  changed: z.boolean(),
  paymentStatus: z.string(),
  orderStatus: z.string(),
  paypalTransactionId: z.string().nullable(),
})
export type CaptureResult = z.infer<typeof captureResultSchema>

/**
 * A declined card answers 402 PAYMENT_FAILED with this issue, so the PayPal buttons can call
 * `actions.restart()` instead of failing the payment (PayPal's INSTRUMENT_DECLINED).
 */
export const INSTRUMENT_DECLINED = 'INSTRUMENT_DECLINED'

export const isInstrumentDeclined = (issues: { message: string }[] | undefined): boolean =>
  issues?.some((issue) => issue.message === INSTRUMENT_DECLINED) ?? false

/**
 * A capture PayPal completed but our checks refused (amount, currency or custom_id) answers 402 with
 * this issue path carrying PayPal's transaction id, so the page can show it for support.
 */
export const TRANSACTION_ID_ISSUE = 'paypalTransactionId'

export const transactionIdOf = (issues: { path: string; message: string }[] | undefined) =>
  issues?.find((issue) => issue.path === TRANSACTION_ID_ISSUE)?.message ?? null
