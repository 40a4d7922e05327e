import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'

/** A credit package as the spec defines it; prices are integer cents. */
export const packages = pgTable(
  'package',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    credit: integer('credit').notNull(),
    validityDays: integer('validity_days').notNull().default(30),
    isPopular: boolean('is_popular').notNull().default(false),
    /** pointOne … pointTen, kept in key order. */
    points: jsonb('points').$type<Record<string, string>>().notNull().default({}),
    /** Set instead of deleting a package that orders still reference; archived packages are not sold. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('package_price_non_negative', sql`${t.priceCents} >= 0`),
    check('package_credit_non_negative', sql`${t.credit} >= 0`),
  ],
)

/** Singleton row (id = 'default'). The client secret is stored encrypted. */
export const paymentSettings = pgTable('payment_settings', {
  id: text('id').primaryKey().default('default'),
  enabled: boolean('enabled').notNull(),
  mode: text('mode', { enum: ['sandbox', 'live', 'simulated'] }).notNull(),
  clientId: text('client_id').notNull().default(''),
  clientSecretEncrypted: text('client_secret_encrypted'),
  /** The webhook id PayPal's verify-webhook-signature call needs (PAYPAL_WEBHOOK_ID overrides it when blank). */
  webhookId: text('webhook_id').notNull().default(''),
  /** The seller as receipts name it (migration 0006); blank fields are left off the receipt. */
  sellerName: text('seller_name').notNull().default(''),
  sellerAddress: text('seller_address').notNull().default(''),
  sellerEmail: text('seller_email').notNull().default(''),
  sellerTaxId: text('seller_tax_id').notNull().default(''),
  currency: text('currency').notNull().default('USD'),
  buttonStyles: jsonb('button_styles')
    .$type<{ layout: string; color: string; shape: string; label: string }>()
    .notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** A digital item the shop sells; `accessUrl` and `guidelines` go to paid buyers only. */
export const items = pgTable(
  'item',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The public item code used in /premium/{slug}/{itemId}. */
    itemId: text('item_id').notNull().unique(),
    itemName: text('item_name').notNull(),
    priceCents: integer('price_cents').notNull(),
    guidelines: text('guidelines').notNull().default(''),
    accessUrl: text('access_url').notNull(),
    slug: text('slug').notNull(),
    imageUrl: text('image_url').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('item_price_non_negative', sql`${t.priceCents} >= 0`)],
)

/**
 * Package orders and item orders share one table (`kind`), so one capture path and one webhook
 * handler serve both. The product is copied onto the order when it is placed: the price paid
 * never changes afterwards, and the order outlives its package, item or customer account.
 */
export const orders = pgTable(
  'order',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['package', 'item'] }).notNull(),
    /** 8 characters, A-Z and 0-9; the id users see and PayPal's custom_id. */
    orderId: text('order_id').notNull().unique(),
    /** 8 characters, A-Z and 0-9; PayPal's invoice_id. */
    paymentId: text('payment_id').notNull().unique(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    address: text('address').notNull(),
    country: text('country').notNull(),
    packageId: uuid('package_id').references(() => packages.id, { onDelete: 'set null' }),
    itemRef: uuid('item_ref').references(() => items.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    credit: integer('credit').notNull().default(0),
    validityDays: integer('validity_days'),
    itemCode: text('item_code'),
    slug: text('slug'),
    imageUrl: text('image_url'),
    accessUrl: text('access_url'),
    guidelines: text('guidelines'),
    priceCents: integer('price_cents').notNull(),
    processingFeeCents: integer('processing_fee_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    paymentStatus: text('payment_status').notNull().default('pending'),
    orderStatus: text('order_status').notNull().default('pending'),
    /** dd/mm/yyyy, as the spec shows it. */
    orderDate: text('order_date').notNull(),
    paypalOrderId: text('paypal_order_id'),
    paypalTransactionId: text('paypal_transaction_id').unique(),
    payerEmail: text('payer_email'),
    captureTime: timestamp('capture_time', { withTimezone: true }),
    paymentMethod: text('payment_method'),
    membershipValidity: timestamp('membership_validity', { withTimezone: true }),
    /** The package's feature points when the order was placed (null on orders placed before 0006). */
    points: jsonb('points').$type<Record<string, string>>(),
    /** When the PayPal order was created for it (the buyer went to approve). */
    paymentStartedAt: timestamp('payment_started_at', { withTimezone: true }),
    /** Sequential receipt number (order_receipt_number_seq), given when the payment completes. */
    receiptNumber: integer('receipt_number').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_user_idx').on(t.userId, t.createdAt),
    // Migration 0008: the lists' newest-first order with its id tie-break, so a deep page skips
    // rows in the index alone (listOrders).
    index('order_kind_created_id_idx').on(t.kind, t.createdAt.desc(), t.id),
    index('order_paypal_order_idx').on(t.paypalOrderId),
    // Migration 0005: pending orders, the name sort, the dashboard's paid revenue and the search.
    index('order_kind_pending_idx').on(t.kind, t.createdAt).where(sql`lower(${t.paymentStatus}) = 'pending'`),
    // The name sort, A to Z (the first click), with its newest-first tie-break.
    index('order_kind_product_lower_idx').on(
      t.kind,
      sql`lower(${t.productName})`,
      t.createdAt.desc().nullsFirst(),
    ),
    index('order_paid_at_idx')
      .on(sql`coalesce(${t.captureTime}, ${t.createdAt})`)
      .where(sql`lower(${t.paymentStatus}) in ('paid', 'completed')`),
    index('order_order_id_trgm_idx').using('gin', t.orderId.op('gin_trgm_ops')),
    index('order_customer_name_trgm_idx').using('gin', t.customerName.op('gin_trgm_ops')),
    index('order_order_status_trgm_idx').using('gin', t.orderStatus.op('gin_trgm_ops')),
    index('order_product_name_trgm_idx').using('gin', t.productName.op('gin_trgm_ops')),
    // Migration 0007: the search matches what the order screens show.
    index('order_customer_email_trgm_idx').using('gin', t.customerEmail.op('gin_trgm_ops')),
    index('order_item_code_trgm_idx').using('gin', t.itemCode.op('gin_trgm_ops')),
    index('order_paypal_transaction_trgm_idx').using('gin', t.paypalTransactionId.op('gin_trgm_ops')),
    index('order_payment_status_lower_idx').on(t.kind, sql`lower(${t.paymentStatus})`, t.createdAt),
  ],
)

/** PayPal webhook deliveries already handled, by event id: redeliveries are acknowledged and skipped. */
export const paypalWebhookEvents = pgTable(
  'paypal_webhook_event',
  {
    id: text('id').primaryKey(),
    eventType: text('event_type').notNull(),
    resourceId: text('resource_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Migration 0006: an order page finds its events by capture and refund ids.
  (t) => [index('paypal_webhook_event_resource_idx').on(t.resourceId)],
)

/**
 * Money PayPal gave back on an order: one row per refund id (`refund:{id}`) or reversed capture
 * (`reversal:{captureId}`). The sum is how much of the order is refunded; the key makes a
 * redelivered or replayed event change nothing a second time.
 */
export const orderRefunds = pgTable(
  'order_refund',
  {
    id: text('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    /** The admin who refunded from the order page; null when PayPal's webhook brought it. */
    actorId: text('actor_id'),
    note: text('note'),
    /** A goodwill refund (migration 0018): the money went back, the credits stayed. */
    creditsKept: boolean('credits_kept').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_refund_order_idx').on(t.orderId),
    check('order_refund_amount_non_negative', sql`${t.amountCents} >= 0`),
  ],
)

/**
 * A refund the order page has asked PayPal for and not yet recorded (migration 0012). It is taken
 * under the order's row lock before PayPal is called, so two refunds at once cannot both fit in
 * what is left; recording the refund (or PayPal refusing it) removes it. The id is the refund's
 * PayPal-Request-Id, so a second click with the same request joins the first instead of holding
 * twice. A hold older than a few minutes belongs to a request that died, and no longer counts.
 */
export const orderRefundHolds = pgTable(
  'order_refund_hold',
  {
    id: text('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    /** Asked as a goodwill refund (migration 0018): whoever records the refund keeps the credits. */
    creditsKept: boolean('credits_kept').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_refund_hold_order_idx').on(t.orderId),
    check('order_refund_hold_amount_positive', sql`${t.amountCents} > 0`),
  ],
)
