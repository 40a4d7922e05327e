import { eq } from 'drizzle-orm'
import {
  type Receipt,
  receiptNumber,
  refundMessages,
  type SellerSettings,
} from '#shared/billing/order-admin.ts'
import { formatMoney } from '#shared/common/money.ts'
import { isAdmin } from '#shared/common/roles.ts'
import type { AppDeps } from '../../core/app-deps.ts'
import type { SessionUser } from '../../core/session-user.ts'
import type { Db } from '../../db/client.ts'
import { paymentSettings } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { findOrderRow, refundedCentsOf } from './order-detail.service.ts'
import type { OrderRow } from './order-view.ts'
import { defaultPaymentSettings } from './payment-settings.service.ts'

const SETTINGS_ID = 'default'
const DEFAULT_SELLER_NAME = 'Thumbforge'

export async function loadSellerSettings(db: Db): Promise<SellerSettings> {
  const [row] = await db.select().from(paymentSettings).where(eq(paymentSettings.id, SETTINGS_ID))
  return {
    name: row?.sellerName ?? '',
    address: row?.sellerAddress ?? '',
    email: row?.sellerEmail ?? '',
    taxId: row?.sellerTaxId ?? '',
  }
}

/** Saves the seller receipts name; the PayPal settings on the same row are left as they are. */
export async function saveSellerSettings(
  deps: Pick<AppDeps, 'db' | 'config'>,
  input: SellerSettings,
): Promise<SellerSettings> {
  const values = {
    sellerName: input.name,
    sellerAddress: input.address,
    sellerEmail: input.email,
    sellerTaxId: input.taxId,
    updatedAt: new Date(),
  }
  await deps.db
    .insert(paymentSettings)
    .values({ id: SETTINGS_ID, ...defaultPaymentSettings(deps.config), ...values })
    .onConflictDoUpdate({ target: paymentSettings.id, set: values })
  return loadSellerSettings(deps.db)
}

async function toReceipt(db: Db, order: OrderRow): Promise<Receipt> {
  if (order.receiptNumber === null || !order.paypalTransactionId) {
    throw new AppError('NOT_FOUND', refundMessages.notPaid)
  }
  const seller = await loadSellerSettings(db)
  return {
    number: receiptNumber(order.receiptNumber),
    orderId: order.orderId,
    kind: order.kind,
    paidAt: (order.captureTime ?? order.updatedAt).toISOString(),
    seller: { ...seller, name: seller.name || DEFAULT_SELLER_NAME },
    buyer: {
      name: order.customerName,
      email: order.customerEmail,
      address: order.address,
      country: order.country,
    },
    item: { name: order.productName, credits: order.credit, priceCents: order.priceCents },
    processingFeeCents: order.processingFeeCents,
    totalCents: order.totalCents,
    refundedCents: await refundedCentsOf(db, order),
    currency: order.currency,
    paymentMethod: order.paymentMethod ?? 'Paypal',
    transactionId: order.paypalTransactionId,
    paymentStatus: order.paymentStatus,
  }
}

/** GET /api/receipts/{orderId}: the buyer's own paid order, or any for an admin; anything else 404. */
export async function getReceipt(db: Db, caller: SessionUser, orderId: string): Promise<Receipt> {
  const order = await findOrderRow(db, orderId)
  if (order.userId !== caller.id && !isAdmin(caller.role)) throw new AppError('NOT_FOUND', 'Order not found')
  return toReceipt(db, order)
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The receipt as an e-mail: plain text, and the same lines as simple HTML. */
export function receiptEmail(receipt: Receipt, receiptUrl: string) {
  const money = (cents: number) => formatMoney(cents, receipt.currency)
  const seller = [receipt.seller.name, receipt.seller.address, receipt.seller.email]
    .concat(receipt.seller.taxId ? [`VAT / tax id: ${receipt.seller.taxId}`] : [])
    .filter(Boolean)
  const lines: Array<[string, string]> = [
    ['Receipt', receipt.number],
    ['Date', new Date(receipt.paidAt).toISOString().slice(0, 10)],
    ['Order', receipt.orderId],
    ['Buyer', `${receipt.buyer.name} <${receipt.buyer.email}>`],
    ['Billing address', `${receipt.buyer.address}, ${receipt.buyer.country}`],
    [
      'Item',
      receipt.item.credits > 0 ? `${receipt.item.name} (${receipt.item.credits} credits)` : receipt.item.name,
    ],
    ['Price', money(receipt.item.priceCents)],
    ['Processing fee', money(receipt.processingFeeCents)],
    ['Total paid', `${money(receipt.totalCents)} (${receipt.currency})`],
    ['Payment', `${receipt.paymentMethod}, transaction ${receipt.transactionId}`],
  ]
  if (receipt.refundedCents > 0) lines.push(['Refunded', money(receipt.refundedCents)])
  const text = [
    `Receipt ${receipt.number} from ${receipt.seller.name}`,
    '',
    ...seller,
    '',
    ...lines.map(([label, value]) => `${label}: ${value}`),
    '',
    `View or print it: ${receiptUrl}`,
  ].join('\n')
  const html = `<h1>Receipt ${escapeHtml(receipt.number)}</h1><p>${seller.map(escapeHtml).join('<br>')}</p><table>${lines
    .map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table><p><a href="${escapeHtml(receiptUrl)}">View or print the receipt</a></p>`
  return { subject: `Your receipt ${receipt.number} for order ${receipt.orderId}`, text, html }
}

export const receiptPath = (orderId: string) => `/receipts/${encodeURIComponent(orderId)}`

/** E-mails the receipt of a paid order to its buyer, through the outbox. */
export async function sendReceipt(deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>, orderId: string) {
  const order = await findOrderRow(deps.db, orderId)
  const receipt = await toReceipt(deps.db, order)
  await deps.mailer.send({
    to: order.customerEmail,
    ...receiptEmail(receipt, `${deps.config.appUrl}${receiptPath(order.orderId)}`),
  })
}

interface Log {
  warn(obj: object, msg: string): void
}

/**
 * After a payment completed: the receipt goes out. A mail failure never undoes or fails the
 * payment (the outbox records it, and the order page can resend it).
 */
export async function sendReceiptAfterPayment(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>,
  log: Log,
  order: OrderRow,
) {
  if (!order.userId || order.paymentStatus !== 'Paid') return
  try {
    await sendReceipt(deps, order.orderId)
  } catch (error) {
    log.warn({ orderId: order.orderId, error: (error as Error).message }, 'receipt e-mail failed')
  }
}
