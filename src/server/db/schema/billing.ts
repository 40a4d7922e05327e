import { sql } from 'drizzle-orm'
import { boolean, check, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

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
  currency: text('currency').notNull().default('USD'),
  buttonStyles: jsonb('button_styles')
    .$type<{ layout: string; color: string; shape: string; label: string }>()
    .notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
