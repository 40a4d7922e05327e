import { createHash } from 'node:crypto'
import { checkOfImage } from '#server/features/generator/index.ts'
import type { PrepublishCheck } from '#shared/generator/schemas.ts'
import type { AppDeps } from '../../core/app-deps.ts'
import { createCache } from '../../lib/cache.ts'
import { NEUTRAL_TRAITS } from './simulated-channel.ts'
import type { ThumbnailTraits } from './simulated-figures.ts'

/** Thumbnails whose traits are kept at once: a test's few variants, for the creators practising now. */
const KEPT = 200

/**
 * What the simulated channel's model reads from a thumbnail, as the pre-publish check measured it
 * when the creator made it with us: the title's letter height and the contrast that sets it apart.
 * So on the simulated channel a bigger, harder-contrast title earns the clicks it would be expected
 * to, and a thumbnail test there has something real to find. A picture we did not make (the
 * channel's own first thumbnails), or a check from before its figures were kept, reads as neutral.
 */
export function generationTraits(deps: Pick<AppDeps, 'db' | 'files'>, userId: string) {
  const known = createCache<ThumbnailTraits>({ max: KEPT })
  return (_videoId: string, bytes: Buffer): Promise<ThumbnailTraits> => {
    const key = createHash('sha256').update(bytes).digest('base64url')
    return Promise.resolve(known.load(key, async () => traitsFrom(await checkOfImage(deps, userId, bytes))))
  }
}

export function traitsFrom(check: PrepublishCheck | null): ThumbnailTraits {
  const measures = check?.measures
  if (!measures) return NEUTRAL_TRAITS
  // No title measured means no title drawn: the model's smallest and faintest.
  const titleHeight = Math.min(Math.max(measures.titleHeight ?? 0, 0), 0.4)
  const titleContrast = Math.min(Math.max(measures.titleContrast ?? 1, 1), 21)
  return { titleHeight, titleContrast }
}
