import { useEffect, useRef, useState } from 'react'
import { useGenerations } from '#web/features/generator/api/list-generations.ts'
import { type Channel, FeedMockup } from '#web/features/generator/components/feed-mockup.tsx'
import {
  channelNeighbours,
  type FeedMode,
  type FeedTheme,
  feedCardCount,
  feedScale,
  homeColumns,
  pickNeighbours,
} from '#web/features/generator/lib/feed-preview.ts'
import type { ChannelThumbnail } from '#web/features/youtube/index.ts'

type FeedStageProps = {
  id: string
  generationId: string
  portrait: boolean
  mode: FeedMode
  theme: FeedTheme
  imageUrl: string
  videoTitle: string
  duration: string
  channel: Channel
  /** The creator's channel's videos to stand beside, or null for their own recent thumbnails. */
  channelVideos: readonly ChannelThumbnail[] | null
}

/**
 * The feed itself, mounted only while the dialog is open: the creator's thumbnail among their own
 * recent ones (the gallery's first page, often cached already), or their channel's videos when
 * they chose those, or, while those load, if there are too few or they cannot be read, neutral
 * placeholders. At true size where the screen allows; on a
 * phone a desktop place is shrunk to fit whole, and says so.
 */
export function FeedStage({ id, generationId, portrait, mode, channelVideos, ...shown }: FeedStageProps) {
  const recent = useGenerations(1)
  const count = feedCardCount[mode] - 1
  const neighbours = channelVideos
    ? channelNeighbours(channelVideos, count)
    : pickNeighbours(recent.data?.items ?? [], generationId, portrait, count)
  const stage = useWidth()
  const scale = feedScale(mode, stage.width)
  return (
    <>
      <section
        id={id}
        ref={stage.ref}
        aria-label="Feed preview at real size"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
        className="order-first overflow-x-auto rounded-lg border border-slate-200 sm:order-none"
      >
        <FeedMockup
          mode={mode}
          {...shown}
          neighbours={neighbours}
          columns={homeColumns(stage.width)}
          scale={scale}
        />
      </section>
      {scale < 1 && (
        <p className="text-xs text-ink-muted">
          Shown at {Math.round(scale * 100)}% to fit this screen; on a computer it is full size.
        </p>
      )}
    </>
  )
}

/** The element's inner width, followed as the window (or a phone's orientation) changes. */
function useWidth() {
  const ref = useRef<HTMLElement>(null)
  const [width, setWidth] = useState(0)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    setWidth(element.clientWidth)
    const observer = new ResizeObserver(() => setWidth(element.clientWidth))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return { ref, width }
}
