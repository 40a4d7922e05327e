import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Singleton row (id = 'default'): the shop's Google OAuth client, for Sign in with Google (and the
 * YouTube connection later). The secret is sealed like the PayPal one (lib/secret-box.ts).
 */
export const googleClient = pgTable('google_client', {
  id: text('id').primaryKey().default('default'),
  clientId: text('client_id').notNull().default(''),
  clientSecretEncrypted: text('client_secret_encrypted'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** The last time something the setup checklist asks for happened (a test mail delivered). */
export const setupRecords = pgTable('setup_record', {
  name: text('name').primaryKey(),
  happenedAt: timestamp('happened_at', { withTimezone: true }).notNull(),
  detail: text('detail').notNull().default(''),
})
