import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useState } from 'react'
import { Button } from '#web/components/ui/button.tsx'
import { SearchBox } from '#web/components/ui/sortable-table.tsx'
import { useYoutubeVideos } from '#web/features/youtube/api/videos.ts'
import { type VideoAction, VideoRow } from '#web/features/youtube/components/video-row.tsx'
import { YoutubeError } from '#web/features/youtube/components/youtube-error.tsx'
import { useDebouncedValue } from '#web/features/youtube/lib/use-debounced-value.ts'
import { youtubeTexts } from '#web/features/youtube/lib/youtube-texts.ts'
import { cn } from '#web/lib/cn.ts'

/** The longest search the API takes (`youtubeVideosQuerySchema`). */
const SEARCH_MAX = 100

type VideoListProps = {
  channelId: string
  /** Names the list for assistive tech ('My videos', 'Videos to choose from'). */
  label: string
  action: VideoAction
}

/**
 * A channel's uploads with a title search and Previous/Next by YouTube's page tokens. A new search
 * starts again from the first page: a token belongs to the search that produced it.
 */
export function VideoList({ channelId, label, action }: VideoListProps) {
  const [text, setText] = useState('')
  const q = useDebouncedValue(text.trim().slice(0, SEARCH_MAX))
  const [paging, setPaging] = useState<{ q: string; token: string | undefined; page: number }>({
    q,
    token: undefined,
    page: 1,
  })
  // Derived during render, so the first request for a new search never carries the old token.
  const current = paging.q === q ? paging : { q, token: undefined, page: 1 }
  const videos = useYoutubeVideos(channelId, { q, pageToken: current.token })
  const go = (token: string | null, step: 1 | -1) => {
    if (token) setPaging({ q, token, page: current.page + step })
  }

  return (
    <div className="space-y-4">
      <SearchBox
        label="Search your videos by title"
        placeholder="Search by title"
        value={text}
        onChange={setText}
      />
      {videos.isPending ? (
        <VideoListSkeleton />
      ) : videos.isError ? (
        <div className="space-y-3">
          <p className="text-sm font-medium text-ink">{youtubeTexts.videosLoadFailed}</p>
          <YoutubeError error={videos.error} reconnectLink />
          <Button variant="secondary" size="sm" onClick={() => void videos.refetch()}>
            Try again
          </Button>
        </div>
      ) : videos.data.videos.length === 0 ? (
        <p className="rounded-card border border-dashed border-slate-300 p-6 text-center text-ink-muted">
          {q ? youtubeTexts.noMatches(q) : youtubeTexts.noVideos}
        </p>
      ) : (
        <>
          <ul
            aria-label={label}
            aria-busy={videos.isPlaceholderData || undefined}
            className={cn(
              'space-y-3 sm:space-y-0 sm:divide-y sm:divide-slate-200 sm:rounded-card sm:border sm:border-slate-200 sm:bg-surface',
              videos.isPlaceholderData && 'opacity-60',
            )}
          >
            {videos.data.videos.map((video) => (
              <VideoRow key={video.id} video={video} action={action} />
            ))}
          </ul>
          {(videos.data.prevPageToken || videos.data.nextPageToken) && (
            <nav aria-label={`${label}: pages`} className="flex items-center justify-between gap-3">
              <Button
                variant="secondary"
                size="sm"
                disabled={!videos.data.prevPageToken || videos.isPlaceholderData}
                onClick={() => go(videos.data.prevPageToken, -1)}
              >
                <ChevronLeft aria-hidden="true" className="size-4" />
                Previous
              </Button>
              <p className="text-sm text-ink-muted" aria-live="polite">
                Page {current.page}
              </p>
              <Button
                variant="secondary"
                size="sm"
                disabled={!videos.data.nextPageToken || videos.isPlaceholderData}
                onClick={() => go(videos.data.nextPageToken, 1)}
              >
                Next
                <ChevronRight aria-hidden="true" className="size-4" />
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  )
}

/** Holds the list's shape while the first page loads, so nothing jumps when it arrives. */
function VideoListSkeleton() {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">Loading videos...</span>
      {[0, 1, 2].map((n) => (
        <div
          key={n}
          className="flex animate-pulse flex-col gap-3 rounded-card border border-slate-200 p-3 motion-reduce:animate-none sm:flex-row sm:items-center"
        >
          <div className="aspect-video w-full rounded-md bg-slate-200 sm:w-40" />
          <div className="flex-1 space-y-2">
            <div className="h-4 w-3/4 rounded bg-slate-200" />
            <div className="h-3 w-1/3 rounded bg-slate-200" />
          </div>
        </div>
      ))}
    </div>
  )
}
