import { z } from 'zod'

/**
 * The home page's showcase (issue 29, item 1). Its texts are the `showcase-section` content
 * section; these are its thumbnails, the operator's picks from the gallery, and a creator's consent.
 */

/** The widths the visitors' WebP copies are cut at; the larger also stands in for `src`. */
export const SHOWCASE_WIDTHS = [640, 1280] as const

export const showcaseMessages = {
  consentRequired: "This thumbnail's creator has not allowed it in the showcase.",
  alreadyShown: 'This thumbnail is in the showcase already.',
  notFound: 'Showcase entry not found',
  generationNotFound: 'Thumbnail not found',
  notFinished: 'Only a finished thumbnail can be shown.',
  allowLabel: "Allow in the shop's showcase",
  allowed: "Allowed in the shop's showcase",
  revoked: "Removed from the shop's showcase",
  added: 'Added to the showcase',
  removed: 'Removed from the showcase',
} as const

export const showcaseImageSchema = z.object({
  id: z.string(),
  title: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** The largest WebP copy; `srcSet` lists every width. */
  src: z.string(),
  srcSet: z.string(),
  /** 'seed': drawn by this install at first start; 'gallery': a creator's, shown with consent. */
  source: z.enum(['seed', 'gallery']),
})
export type ShowcaseImage = z.infer<typeof showcaseImageSchema>

/** GET /api/showcase: `ready` once the first-start thumbnails exist (or the operator added some). */
export const showcaseListSchema = z.object({
  ready: z.boolean(),
  items: z.array(showcaseImageSchema),
})
export type ShowcaseList = z.infer<typeof showcaseListSchema>

/** GET /api/showcase/candidates (admin): gallery results whose creator allowed them, not yet shown. */
export const showcaseCandidateSchema = z.object({
  generationId: z.string(),
  title: z.string(),
  creatorName: z.string(),
  createdAt: z.string(),
  /** Admin-only preview: `/api/showcase/candidates/{generationId}/image`. */
  imageUrl: z.string(),
})
export type ShowcaseCandidate = z.infer<typeof showcaseCandidateSchema>
export const showcaseCandidatesSchema = z.object({ items: z.array(showcaseCandidateSchema) })

/** POST /api/showcase/items (admin). */
export const addShowcaseItemSchema = z.object({ generationId: z.uuid() })

/** PUT /api/showcase/consent/{generationId} (the creator). */
export const showcaseConsentSchema = z.object({ allowed: z.boolean() })
export const showcaseConsentViewSchema = z.object({
  generationId: z.string(),
  allowed: z.boolean(),
  message: z.string(),
})
export type ShowcaseConsentView = z.infer<typeof showcaseConsentViewSchema>
