import type { GenerationParams } from '#shared/generator/schemas.ts'
import type { IconSubjectInput } from '../../providers/ai/offline-subject.ts'

/**
 * Offline, the subject is a layer of its own (the reference photo, else an icon); Gemini draws the
 * whole scene, subject included. The live preview follows the same rule.
 */
export const subjectKindFor = (provider: string, hasReference: boolean) =>
  provider === 'offline' ? (hasReference ? ('photo' as const) : ('icon' as const)) : undefined

/** Big enough for the tallest subject box at 1080p; the compositor scales it down for 720p. */
export const iconSubjectSize = (width: number, height: number) =>
  Math.min(1024, Math.round(Math.min(width, height) * 0.95))

/** The icon drawn for a prompt: the run's and the live preview's are drawn alike. */
export const iconSubjectInput = (
  prompt: string,
  params: {
    category?: string
    colorScheme: GenerationParams['colorScheme']
    seed?: number
    textOverlay?: { title: string }
    n?: number
  },
  width: number,
  height: number,
): IconSubjectInput => ({
  prompt,
  category: params.category ?? '',
  colorScheme: params.colorScheme,
  size: iconSubjectSize(width, height),
  seed: params.seed ?? 0,
  title: params.textOverlay?.title,
  variant: params.n === undefined ? undefined : params.n - 1,
})
