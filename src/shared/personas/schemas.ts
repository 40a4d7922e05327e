/**
 * Personas (issue 11): a creator's own face, in real pixels, for the subject layer.
 *
 * - GET    /api/personas                              user -> PersonaList (own, oldest first)
 * - POST   /api/personas                              user, PersonaCreateBody -> 201 Persona;
 *                                                     409 PERSONA_LIMIT past PERSONAS_MAX
 * - PATCH  /api/personas/{id}                         owner, PersonaRenameBody -> Persona
 * - DELETE /api/personas/{id}                         owner -> 204 (its files go with it)
 * - POST   /api/personas/{id}/photos                  owner, multipart `file` (an image, at most
 *                                                     PERSONA_PHOTO_MAX_BYTES) -> 201 PersonaPhoto, once
 *                                                     decoded, re-encoded without metadata and cut out;
 *                                                     409 PHOTO_LIMIT past PERSONA_PHOTOS_MAX
 * - DELETE /api/personas/{id}/photos/{photoId}        owner -> 204
 * - GET    /api/personas/{id}/photos/{photoId}/original  owner -> image/jpeg (private, no-store)
 * - GET    /api/personas/{id}/photos/{photoId}/cutout    owner -> image/png with alpha (private, no-store)
 * - PUT    /api/personas/{id}/photos/{photoId}/crop   owner, PersonaCropBody -> PersonaPhoto: the cut-out
 *                                                     cropped again from the model's full cut-out
 * - PUT    /api/personas/{id}/photos/{photoId}/cutout owner, multipart `file` (a PNG with transparency)
 *                                                     -> PersonaPhoto: the creator's own cut-out replaces
 *                                                     the model's
 *
 * Anyone else, admins included, gets 404: a creator's face is theirs alone.
 */
import { z } from 'zod'

export const PERSONAS_MAX = 3
export const PERSONA_PHOTOS_MAX = 5
export const PERSONA_PHOTO_MAX_BYTES = 10 * 1024 * 1024
export const PERSONA_NAME_MAX_LENGTH = 40

/** How the photo's cut-out was made: by the segmentation model, re-cropped, or uploaded by the creator. */
export const CUTOUT_SOURCES = ['model', 'crop', 'upload'] as const
export type CutoutSource = (typeof CUTOUT_SOURCES)[number]

/**
 * How much of the person a thumbnail shows (issue 27): the head, head and shoulders (the default,
 * as thumbnail designers frame a face), or down to the waist.
 */
export const PERSONA_FRAMINGS = ['head', 'chest', 'waist'] as const
export type PersonaFraming = (typeof PERSONA_FRAMINGS)[number]
export const DEFAULT_PERSONA_FRAMING: PersonaFraming = 'chest'

export const personaMessages = {
  nameRequired: 'Give the persona a name',
  nameTooLong: `Keep the name to ${PERSONA_NAME_MAX_LENGTH} characters`,
  limit: `You can keep up to ${PERSONAS_MAX} personas. Delete one to add another.`,
  photoLimit: `A persona holds up to ${PERSONA_PHOTOS_MAX} photos. Delete one to add another.`,
  photoNotImage: 'Please choose an image file.',
  photoTooLarge: 'Photos must be 10 MB or smaller.',
  cutoutNotTransparent: 'Upload a PNG with a transparent background.',
  noPersonFound: 'We could not find a person in this photo.',
  created: 'Persona created.',
  renamed: 'Persona renamed.',
  deleted: 'Persona deleted.',
  photoAdded: 'Photo added and cut out.',
  photoDeleted: 'Photo deleted.',
  cropSaved: 'Cut-out cropped.',
  cutoutReplaced: 'Your cut-out replaces the automatic one.',
} as const

export const personaPhotoSchema = z.object({
  id: z.string(),
  personaId: z.string(),
  createdAt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** `/api/personas/{id}/photos/{photoId}/original` */
  originalUrl: z.string(),
  /** `/api/personas/{id}/photos/{photoId}/cutout`, with `?v=` changing whenever the cut-out does. */
  cutoutUrl: z.string(),
  cutoutSource: z.enum(CUTOUT_SOURCES),
  /** The crop applied to the model's cut-out, in fractions of the photo (0-1); null = the whole photo. */
  crop: z.object({ x: z.number(), y: z.number(), w: z.number(), h: z.number() }).nullable(),
})
export type PersonaPhoto = z.infer<typeof personaPhotoSchema>

export const personaSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  photos: z.array(personaPhotoSchema),
})
export type Persona = z.infer<typeof personaSchema>

export const personaListSchema = z.object({ items: z.array(personaSchema) })
export type PersonaList = z.infer<typeof personaListSchema>

const personaName = z
  .string()
  .trim()
  .min(1, personaMessages.nameRequired)
  .max(PERSONA_NAME_MAX_LENGTH, personaMessages.nameTooLong)

export const personaCreateBodySchema = z.object({ name: personaName })
export type PersonaCreateBody = z.infer<typeof personaCreateBodySchema>
export const personaRenameBodySchema = z.object({ name: personaName })

const fraction = z.number().min(0).max(1)
/** A crop of the photo in fractions of its width and height; it must stay inside the photo. */
export const personaCropBodySchema = z
  .object({ x: fraction, y: fraction, w: fraction.gt(0), h: fraction.gt(0) })
  .refine((c) => c.x + c.w <= 1.0001 && c.y + c.h <= 1.0001, { message: 'Keep the crop inside the photo' })
export type PersonaCropBody = z.infer<typeof personaCropBodySchema>

export const personaPhotoParamsSchema = z.object({ id: z.uuid(), photoId: z.uuid() })
