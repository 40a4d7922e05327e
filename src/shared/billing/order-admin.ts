import { z } from 'zod'
import { formatMoney } from '../common/money.ts'
import { itemOrderSchema, orderSchema } from './orders.ts'

export const refundMessages = {
  amountInvalid: 'Enter an amount greater than 0 with at most 2 decimals',
  notRefundable: 'Only a paid order can be refunded',
  alreadyRefunded: 'This order has already been refunded in full',
  paypalRefused: 'PayPal refused the refund',
  refundPending:
    'PayPal has accepted the refund but not completed it yet; the order changes once PayPal confirms it',
  noCapture: 'This order has no captured payment to refund',
  notPaid: 'Only a paid order has a receipt',
  receiptSent: 'Receipt sent',
} as const

/** The ledger note of a goodwill refund, ahead of the admin's own reason when they gave one. */
export const goodwillNote = (note?: string | null) =>
  note ? `Goodwill refund, credits kept: ${note}` : 'Goodwill refund, credits kept'

/** The answer to an amount over what is left (other refunds, even ones in flight, count). */
export const amountLeftMessage = (cents: number, currency: string) =>
  `Only ${formatMoney(cents, currency)} of this order can still be refunded.`

/**
 * POST /api/admin/orders/{orderId}/refund. Without `amountCents` the whole remainder is refunded.
 * The note is kept on the refund and on the ledger entry that takes the credits back. With
 * `keepCredits` it is a goodwill refund: the money goes back and no credits are taken (decision 048).
 */
export const refundInputSchema = z.strictObject({
  amountCents: z
    .number({ error: refundMessages.amountInvalid })
    .int(refundMessages.amountInvalid)
    .positive(refundMessages.amountInvalid)
    .max(100_000_000, refundMessages.amountInvalid)
    .optional(),
  note: z.string().trim().max(500).optional(),
  keepCredits: z.boolean().optional(),
})
export type RefundInput = z.infer<typeof refundInputSchema>

export const orderRefundSchema = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  createdAt: z.string(),
  /** The admin who refunded from the order page; null when PayPal's webhook brought it. */
  byName: z.string().nullable(),
  note: z.string().nullable(),
  /** A goodwill refund: the buyer kept the credits. */
  creditsKept: z.boolean(),
})

export const TIMELINE_KINDS = ['created', 'payment_started', 'captured', 'refunded', 'webhook'] as const
export const timelineEntrySchema = z.object({
  at: z.string(),
  kind: z.enum(TIMELINE_KINDS),
  label: z.string(),
})
export type TimelineEntry = z.infer<typeof timelineEntrySchema>

/** GET /api/admin/orders/{orderId}: one package or item order as the operator works on it. */
export const orderDetailSchema = z.object({
  order: z.discriminatedUnion('kind', [orderSchema, itemOrderSchema]),
  /** The buyer's account (null once deleted). */
  buyer: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  receiptNumber: z.string().nullable(),
  /** Paid through the simulated provider: its refund is simulated too. */
  simulated: z.boolean(),
  creditsGranted: z.number().int(),
  creditsTakenBack: z.number().int(),
  refundedCents: z.number().int(),
  refundableCents: z.number().int(),
  refunds: z.array(orderRefundSchema),
  timeline: z.array(timelineEntrySchema),
})
export type OrderDetail = z.infer<typeof orderDetailSchema>

export const refundResultSchema = z.object({
  detail: orderDetailSchema,
  /** Credits this refund took back from the buyer's balance (unspent ones only). */
  creditsTaken: z.number().int(),
  /** PayPal accepted the refund but has not completed it: the webhook applies it when it does. */
  pending: z.boolean(),
})
export type RefundResult = z.infer<typeof refundResultSchema>

/** GET /api/receipts/{orderId}: what a receipt shows, for its buyer or an admin. */
export const receiptSchema = z.object({
  number: z.string(),
  orderId: z.string(),
  kind: z.enum(['package', 'item']),
  /** The payment's date (ISO). */
  paidAt: z.string(),
  seller: z.object({
    name: z.string(),
    address: z.string(),
    email: z.string(),
    taxId: z.string(),
  }),
  buyer: z.object({ name: z.string(), email: z.string(), address: z.string(), country: z.string() }),
  item: z.object({ name: z.string(), credits: z.number().int(), priceCents: z.number().int() }),
  processingFeeCents: z.number().int(),
  totalCents: z.number().int(),
  refundedCents: z.number().int(),
  currency: z.string(),
  paymentMethod: z.string(),
  transactionId: z.string(),
  paymentStatus: z.string(),
})
export type Receipt = z.infer<typeof receiptSchema>

export const receiptNumber = (n: number) => `TF-${String(n).padStart(6, '0')}`

/** GET/PUT /api/receipt-settings: the seller named on every receipt (admin). */
export const sellerSettingsSchema = z.strictObject({
  name: z.string().trim().max(200),
  address: z.string().trim().max(500),
  email: z.union([z.literal(''), z.email('Enter a valid e-mail address').max(200)]),
  taxId: z.string().trim().max(100),
})
export type SellerSettings = z.infer<typeof sellerSettingsSchema>
