import { integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { GenerationParams } from '#shared/generator/schemas.ts'
import { generations } from './generator.ts'

/**
 * The free re-edits of a generation's text, overlay or layout (issue 27, item 6; migration 0016).
 * Each keeps the params it was drawn from and its own rendered file over the generation's shared
 * background and subject; the generation row holds whichever one is current, so downloads, the feed
 * preview and the pre-publish check read it unchanged. Numbers only grow within a generation.
 */
export const generationVersions = pgTable(
  'generation_version',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    generationId: uuid('generation_id')
      .notNull()
      .references(() => generations.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    params: jsonb('params').$type<GenerationParams>().notNull(),
    compositeKey: text('composite_key').notNull(),
    mimeType: text('mime_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    prepublishCheck: jsonb('prepublish_check').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('generation_version_number_idx').on(t.generationId, t.number)],
)
