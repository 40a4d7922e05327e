import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import type { GenerationParams } from '#shared/generator/schemas.ts'
import { users } from './auth.ts'

/**
 * One row per image. A run of 1-4 variants shares a `batchId`; each image spends its own credit
 * (key `generation:{id}`) and is refunded on its own, so a half-failed run costs only what it made.
 * A `pending` row's job holds a lease: a crashed worker's image is retried once, then refunded
 * (decision 024).
 */
export const generations = pgTable(
  'generation',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    /** Category, colour scheme, overlay, text overlay, text mode, output size and format. */
    params: jsonb('params').$type<GenerationParams>().notNull(),
    prompt: text('prompt').notNull(),
    provider: text('provider').notNull(),
    model: text('model'),
    backgroundKey: text('background_key'),
    compositeKey: text('composite_key'),
    mimeType: text('mime_type'),
    width: integer('width'),
    height: integer('height'),
    bytes: integer('bytes'),
    error: text('error'),
    /** The pre-publish check of the current composite (PrepublishCheck); null for older rows. */
    prepublishCheck: jsonb('prepublish_check').$type<Record<string, unknown>>(),
    /** The version this one was edited from by instruction (migration 0011); kept if the parent is deleted. */
    parentId: uuid('parent_id').references((): AnyPgColumn => generations.id, { onDelete: 'set null' }),
    /** How many versions of free re-edits it keeps (migration 0016, generation_version); 1 until re-edited. */
    versionCount: integer('version_count').notNull().default(1),
    /** When its creator allowed it in the shop's showcase (migration 0021); null: not allowed. */
    showcaseConsentAt: timestamp('showcase_consent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('generation_user_created_idx').on(t.userId, t.createdAt),
    index('generation_status_idx').on(t.status),
    // Migration 0005: the dashboard's last 30 days of thumbnails, across every user.
    index('generation_created_idx').on(t.createdAt),
    // Migration 0011: an edited version's parent, looked up when a version is listed with its line.
    index('generation_parent_idx').on(t.parentId).where(sql`${t.parentId} IS NOT NULL`),
  ],
)

/** Admin-managed Gemini keys. The key is AES-256-GCM ciphertext; only the mask is ever shown. */
export const geminiKeys = pgTable('gemini_key', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  keyEncrypted: text('key_encrypted').notNull(),
  /** First 8 and last 4 characters, as the admin list shows them. */
  keyMask: text('key_mask').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  lastError: text('last_error'),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Singleton row (id = 'default'): which provider runs and which Gemini models it calls. */
export const aiSettings = pgTable(
  'ai_settings',
  {
    id: text('id').primaryKey().default('default'),
    provider: text('provider', { enum: ['auto', 'gemini', 'offline'] })
      .notNull()
      .default('auto'),
    imageModel: text('image_model').notNull().default('gemini-2.5-flash-image'),
    textModel: text('text_model').notNull().default('gemini-2.5-flash'),
    /** Migration 0015: when every key fails at run time, refuse (refund) or draw offline instead. */
    whenUnavailable: text('when_unavailable', { enum: ['refuse', 'offline'] })
      .notNull()
      .default('refuse'),
    /** The last run-time failure of every key, for the operator's health panel (the creator sees a plain message). */
    lastUnavailableReason: text('last_unavailable_reason'),
    lastUnavailableAt: timestamp('last_unavailable_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('ai_settings_singleton', sql`${t.id} = 'default'`)],
)

/**
 * One row per accepted run (migration 0010). Its jobs may finish in different processes; the one
 * that sets `finishedAt` (a conditional update, once no image is pending) gives the user's
 * in-flight slot back, so the slot is released exactly once whichever worker ends the run.
 */
export const generationBatches = pgTable('generation_batch', {
  id: uuid('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
})

/**
 * The files a run stores for its jobs (reference, style, persona photos, mask), registered before
 * they are written and before the transaction that accepts the run (migration 0014). A row whose
 * run never committed (a crash, a short balance) or has ended is swept by the reconciliation, so
 * no stored file outlives its run, whatever crashed when.
 */
export const runFiles = pgTable(
  'run_file',
  {
    key: text('key').primaryKey(),
    batchId: uuid('batch_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('run_file_batch_idx').on(t.batchId)],
)
