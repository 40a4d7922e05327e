import { findCategory } from '#shared/generator/categories.ts'
import { renderOfflineBackground } from './offline-background.ts'
import { hashString } from './seeded-random.ts'
import type { ImageProvider, TextProvider } from './types.ts'

/** Backgrounds are drawn at most at 1080p; the compositor scales them up for 4K output. */
const MAX_BACKGROUND = { width: 1920, height: 1080 }

export const offlineImageProvider: ImageProvider = {
  name: 'offline',
  async generate(request) {
    const scale = Math.min(1, MAX_BACKGROUND.width / request.width, MAX_BACKGROUND.height / request.height)
    const bytes = await renderOfflineBackground({
      category: request.category,
      colorScheme: request.colorScheme,
      seed: request.seed,
      width: Math.round(request.width * scale),
      height: Math.round(request.height * scale),
    })
    return { bytes, mimeType: 'image/jpeg', model: null }
  },
}

/**
 * Enriches a hint with two of the category's designer templates (picked by a hash of the hint, so
 * the same hint enhances the same way) and the finishing instructions a thumbnail brief needs.
 */
export const offlineTextProvider: TextProvider = {
  name: 'offline',
  async enhance({ prompt, category }) {
    const hint = prompt.trim()
    const found = category ? findCategory(category) : undefined
    const parts: string[] = []
    if (hint) parts.push(hint.replace(/[.\s]+$/, ''))
    if (found && found.templates.length > 0) {
      const start = hashString(hint || found.name) % found.templates.length
      const picks = [found.templates[start], found.templates[(start + 7) % found.templates.length]]
      parts.push(hint ? `Scene: ${picks[0]}` : (picks[0] ?? found.name))
      parts.push(`Alternative angle: ${picks[1]}`)
      parts.push(`${found.name} YouTube thumbnail`)
    }
    parts.push(
      'HD 16:9 composition with one clear focal subject, bold saturated colour, strong contrast and depth, clean space left for a headline, eye-catching at small sizes',
    )
    return `${parts.join('. ')}.`
  },
}
