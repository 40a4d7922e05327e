import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * One row per admin write (decision 019). Append-only: migration 0007 adds a trigger that refuses
 * UPDATE and DELETE. The actor is a snapshot (id and e-mail, no foreign key), so deleting an
 * admin's account never touches the entries they made.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    /** 'PUT /api/packages/:id': the route that made the change. */
    action: text('action').notNull(),
    /** What kind of thing changed ('packages', 'users', 'paypal-settings', …) and which one. */
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    statusCode: integer('status_code').notNull(),
    /** `{ field: { before, after } }` for the fields that changed, secrets masked. */
    changes: jsonb('changes').$type<Record<string, { before?: unknown; after?: unknown }>>().notNull(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.at),
  ],
)
