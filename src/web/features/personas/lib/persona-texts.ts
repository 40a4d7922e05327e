import type { CutoutSource } from '#shared/personas/schemas.ts'

/** The personas screens' own words (the API's messages are `personaMessages` in the shared schema). */
export const personaTexts = {
  intro:
    'Save photos of yourself once, pick the persona in the generator, and your real face goes into the thumbnail.',
  emptyText: 'Your real face, cut out, in your thumbnails: real pixels, not an AI lookalike.',
  emptyTitle: 'No personas yet',
  cuttingOut: 'Cutting out…',
  savingCutout: 'Saving your cut-out…',
  noPhotos: 'Add a photo of yourself: the person is cut out automatically.',
  photoHint: 'JPEG, PNG or WebP, up to 10 MB. One person, filling most of the frame, works best.',
  ownCutoutHint: 'A PNG with a transparent background.',
  confirmDeletePersona: (name: string) =>
    `Delete the persona "${name}" and all its photos? This cannot be undone.`,
  confirmDeletePhoto: 'Delete this photo and its cut-out? This cannot be undone.',
  loadFailed: 'Your personas could not be loaded.',
  networkError: 'Network error. Please check your connection and try again.',
} as const

export const cutoutSourceLabels: Record<CutoutSource, string> = {
  model: 'Cut out automatically',
  crop: 'Cropped',
  upload: 'Your own cut-out',
}
