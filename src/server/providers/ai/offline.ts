import { type BackgroundOptions, renderOfflineBackground } from './offline-background.ts'
import type { ImageProvider, ImageRequest } from './types.ts'

/** Backgrounds are drawn at most at 1080p; the compositor scales them up for 4K output. */
const MAX_BACKGROUND = { width: 1920, height: 1080 }

/** What the offline renderer draws for a request (the reference plays no part offline). */
export function offlineBackgroundOptions(request: ImageRequest): BackgroundOptions {
  const scale = Math.min(1, MAX_BACKGROUND.width / request.width, MAX_BACKGROUND.height / request.height)
  return {
    category: request.category,
    colorScheme: request.colorScheme,
    seed: request.seed,
    width: Math.round(request.width * scale),
    height: Math.round(request.height * scale),
    layout: request.layout,
    variant: request.variant,
  }
}

export const offlineImageProvider: ImageProvider = {
  name: 'offline',
  async generate(request) {
    const bytes = await renderOfflineBackground(offlineBackgroundOptions(request))
    return { bytes, mimeType: 'image/jpeg', model: null }
  },
}

export { offlineTextProvider } from './offline-text.ts'
