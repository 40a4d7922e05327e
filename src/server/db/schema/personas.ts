import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'

/** A creator's persona (issue 11): a name and 1-5 photos of them. Goes with the account. */
export const personas = pgTable(
  'persona',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('persona_user_idx').on(t.userId, t.createdAt)],
)

/**
 * One photo of a persona. Its files live under `personas/{userId}/{personaId}/`: the re-encoded
 * original (JPEG, no metadata), the model's full cut-out, and the cut-out in use (PNG with alpha:
 * the model's, a re-crop of it, or the creator's own upload).
 */
export const personaPhotos = pgTable(
  'persona_photo',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    personaId: uuid('persona_id')
      .notNull()
      .references(() => personas.id, { onDelete: 'cascade' }),
    /** The owner again, so an ownership check and an account's clean-up need no join. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    originalKey: text('original_key').notNull(),
    /** The segmentation model's cut-out of the whole photo: a re-crop starts from it. */
    modelCutoutKey: text('model_cutout_key').notNull(),
    /** The cut-out the generator uses. */
    cutoutKey: text('cutout_key').notNull(),
    cutoutSource: text('cutout_source', { enum: ['model', 'crop', 'upload'] })
      .notNull()
      .default('model'),
    /** The crop in fractions of the photo ({x, y, w, h}), or null for the whole photo. */
    crop: jsonb('crop').$type<{ x: number; y: number; w: number; h: number }>(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('persona_photo_persona_idx').on(t.personaId, t.createdAt)],
)
