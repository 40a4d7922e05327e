import { PERSONA_PHOTO_MAX_BYTES, personaMessages } from '#shared/personas/schemas.ts'

/**
 * The checks the browser can make before a long upload (the server makes them again, and more):
 * the reason in the API's own words, or null when the file may go.
 */
export function photoFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return personaMessages.photoNotImage
  if (file.size > PERSONA_PHOTO_MAX_BYTES) return personaMessages.photoTooLarge
  return null
}

/** The own cut-out must be a PNG (transparency is checked by the server, which decodes it). */
export function cutoutFileProblem(file: File): string | null {
  if (file.type !== 'image/png') return personaMessages.cutoutNotTransparent
  if (file.size > PERSONA_PHOTO_MAX_BYTES) return personaMessages.photoTooLarge
  return null
}
