import { renderOfflineThumbnail } from '#server/features/generator/index.ts'
import type { AppDeps } from '../../core/app-deps.ts'
import { hashString } from '../../providers/ai/seeded-random.ts'
import type { SimulatedVideo } from './simulated-videos.ts'
import type { ThumbnailImage } from './youtube-port.ts'

/** The image threads' owner for these pictures: drawn for no creator, so no creator's share pays. */
const SAMPLE_OWNER = { key: 'youtube-simulated-originals' }

/**
 * The first thumbnail each sample video shows, drawn once per process by the offline generator
 * from the video's category and its cover words, so the practice channel looks like a channel
 * (its videos, the feed preview beside them, a restored original) rather than grey boxes. The
 * same for every creator, so kept once per app (createChannelPorts makes one drawer for all the
 * creators' channels); a failed draw is forgotten and tried again next time.
 */
export function sampleOriginals(deps: Pick<AppDeps, 'images'>) {
  const drawn = new Map<string, Promise<ThumbnailImage>>()
  return (video: SimulatedVideo): Promise<ThumbnailImage> => {
    const kept = drawn.get(video.id)
    if (kept) return kept
    const drawing = renderOfflineThumbnail(deps.images, SAMPLE_OWNER, {
      category: video.category,
      prompt: video.title,
      title: video.coverText,
      seed: hashString(video.id),
    }).then(({ bytes, mimeType }) => ({
      bytes,
      mimeType: mimeType === 'image/png' ? ('image/png' as const) : ('image/jpeg' as const),
    }))
    drawn.set(video.id, drawing)
    drawing.catch(() => drawn.delete(video.id))
    return drawing
  }
}
