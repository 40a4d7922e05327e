import { bigserial, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'
import { generations } from './generator.ts'

/**
 * A support ticket. The user's name, e-mail and photo are copied in when it is opened, so the
 * inbox still reads after the account is deleted.
 */
export const supportTickets = pgTable(
  'support_ticket',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    userEmail: text('user_email').notNull(),
    userImage: text('user_image'),
    subject: text('subject').notNull(),
    phone: text('phone').notNull().default(''),
    message: text('message').notNull(),
    status: text('status', { enum: ['open', 'in-progress', 'resolved', 'closed'] })
      .notNull()
      .default('open'),
    priority: text('priority', { enum: ['low', 'medium', 'high', 'urgent'] })
      .notNull()
      .default('medium'),
    /** Set when the ticket was opened with 'Report a problem' on a generated result. */
    generationId: uuid('generation_id').references(() => generations.id, { onDelete: 'set null' }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_ticket_user_idx').on(t.userId, t.createdAt),
    index('support_ticket_created_idx').on(t.createdAt),
    // Migration 0005: the desk's status filter in its newest-first order (this also serves the
    // open-tickets count), and the e-mail search by substring.
    index('support_ticket_status_created_idx').on(t.status, t.createdAt),
    index('support_ticket_email_trgm_idx').using('gin', t.userEmail.op('gin_trgm_ops')),
  ],
)

/** The conversation under a ticket (the spec's adminMessage list). */
export const supportTicketMessages = pgTable(
  'support_ticket_message',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    sender: text('sender', { enum: ['admin', 'user'] }).notNull(),
    /**
     * Who wrote it (migration 0013), so an admin's reply names the admin; null on replies written
     * before, and once the account is deleted. The name is copied in, as the ticket's is.
     */
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name'),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_ticket_message_ticket_idx').on(t.ticketId, t.id)],
)
