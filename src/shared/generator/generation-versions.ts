/**
 * The versions of a thumbnail's free re-edits (issue 27, item 6):
 * - GET  /api/generations/{id}/versions                    owner -> GenerationVersionList, oldest first
 * - GET  /api/generations/{id}/versions/{number}/image     owner -> that version's image bytes
 * - POST /api/generations/{id}/versions/{number}/restore   owner -> Generation, that version made current
 * - POST /api/generations/{id}/preview                     owner, GenerationPatch -> image/jpeg, the edit
 *                                                          drawn over the thumbnail's own background; nothing stored
 * Every one is free (no AI call, no credit) and answers 404 for anyone but the owner.
 */
import { z } from 'zod'
import { prepublishCheckSchema } from './schemas.ts'

/**
 * How many versions a thumbnail keeps. A re-edit past it drops the oldest version that is not the
 * current one, file and all; the numbers of the rest do not change.
 */
export const VERSIONS_KEPT = 20

export const versionMessages = {
  restored: 'Version restored.',
  notFound: 'That version no longer exists.',
} as const

export const generationVersionSchema = z.object({
  /** Stable within the thumbnail: 1 is the original, and each re-edit takes the next number. */
  number: z.number().int().positive(),
  createdAt: z.string(),
  /** The one downloads, the feed preview and the pre-publish check use. */
  current: z.boolean(),
  imageUrl: z.string(),
  title: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  check: prepublishCheckSchema.nullable(),
})
export type GenerationVersion = z.infer<typeof generationVersionSchema>

export const generationVersionListSchema = z.object({
  items: z.array(generationVersionSchema),
  /** VERSIONS_KEPT, so a client can say what happens at the limit. */
  limit: z.number().int(),
})
export type GenerationVersionList = z.infer<typeof generationVersionListSchema>

export const versionParamSchema = z.object({
  id: z.uuid(),
  number: z.coerce.number().int().positive().max(2_147_483_647),
})
