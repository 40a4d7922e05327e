/**
 * How the back office and a support ticket show a creator's thumbnail without its settings: the
 * picture (a list-sized copy) and the words on it. The prompt reads the same for every run made
 * from one template, so it names nothing.
 */

/** The long side of `?size=small`: a card of about 160 CSS px on a 3× screen, far from a 4K file. */
export const SMALL_IMAGE_SIDE = 480

export const generationImageUrl = (id: string) => `/api/generations/${id}/image`
export const smallGenerationImageUrl = (id: string) => `${generationImageUrl(id)}?size=small`

/** The title as a viewer reads it (accent asterisks gone), else the subtitle, else null. */
export function thumbnailTitle(params: {
  textOverlay?: { title?: string; subtitle?: string }
}): string | null {
  const plain = (text: string | undefined) => (text ?? '').replace(/\*/g, '').replace(/\s+/g, ' ').trim()
  return plain(params.textOverlay?.title) || plain(params.textOverlay?.subtitle) || null
}
