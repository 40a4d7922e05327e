/** The personas API's paths (src/shared/personas/schemas.ts), built in one place. */
export const personaUrl = (personaId: string) => `/api/personas/${encodeURIComponent(personaId)}`

export const photoUrl = (personaId: string, photoId: string) =>
  `${personaUrl(personaId)}/photos/${encodeURIComponent(photoId)}`

/** A multipart body with the one `file` field the upload routes read. */
export function fileForm(file: File): FormData {
  const form = new FormData()
  form.append('file', file)
  return form
}
