import { sql } from 'drizzle-orm'
import { bigserial, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'

/** Operator-written e-mail templates; `{{name}}` is filled in at send time. */
export const emailTemplates = pgTable('email_template', {
  id: uuid('id').primaryKey().defaultRandom(),
  templateName: text('template_name').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Every message an admin sent to a user (the Message Log History). */
export const messageLog = pgTable(
  'message_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    toUserId: text('to_user_id').references(() => users.id, { onDelete: 'set null' }),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    templateName: text('template_name'),
    sentBy: text('sent_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('message_log_to_email_idx').on(t.toEmail, t.sentAt),
    // Migration 0005: the Message Log History looks an address up case-insensitively.
    index('message_log_to_email_lower_idx').on(sql`lower(${t.toEmail})`, t.sentAt),
  ],
)
