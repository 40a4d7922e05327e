import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { generations } from './generator.ts'

/**
 * The home page's showcase (issue 29, item 1; migration 0021): thumbnails the install drew itself
 * at first start (`seed_key`) and results the operator added from the gallery with their creator's
 * consent (`generation_id`; deleting the generation, or revoking the consent, removes the entry).
 * `image_key` is the file the visitors' copies are cut from, in the FileStore.
 */
export const showcaseItems = pgTable(
  'showcase_item',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seedKey: text('seed_key'),
    generationId: uuid('generation_id').references(() => generations.id, { onDelete: 'cascade' }),
    imageKey: text('image_key').notNull(),
    title: text('title').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('showcase_item_seed_key_idx').on(t.seedKey),
    uniqueIndex('showcase_item_generation_idx').on(t.generationId),
  ],
)

/**
 * Whether the first-start thumbnails were drawn. Claimed before drawing (so two instances do not
 * both draw) and marked done with the items, so an operator's removals are never drawn back.
 */
export const showcaseState = pgTable('showcase_state', {
  id: text('id').primaryKey().default('default'),
  seedingStartedAt: timestamp('seeding_started_at', { withTimezone: true }),
  seededAt: timestamp('seeded_at', { withTimezone: true }),
})
