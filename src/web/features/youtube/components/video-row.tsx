import { CircleAlert, CircleCheck } from 'lucide-react'
import { type ReactNode, useId } from 'react'
import { formatDate } from '#shared/common/dates.ts'
import type { YoutubeVideo } from '#shared/youtube/schemas.ts'
import { Badge } from '#web/components/ui/badge.tsx'
import { VideoThumbnail } from '#web/features/youtube/components/video-thumbnail.tsx'
import { privacyLabel, youtubeTexts } from '#web/features/youtube/lib/youtube-texts.ts'

/** What a row offers for its video: the page's Restore original, the publish dialog's Choose. */
export type VideoAction = (video: YoutubeVideo, noteId: string) => ReactNode

/** One upload: a card on a phone, a row from `sm` up (the list draws the dividers there, so the
 * card's own border is phone-only: a border of its own would hide the divider). */
export function VideoRow({ video, action }: { video: YoutubeVideo; action: VideoAction }) {
  const noteId = useId()
  return (
    <li
      aria-label={video.title}
      className="flex flex-col gap-3 p-3 max-sm:rounded-card max-sm:border max-sm:border-slate-200 max-sm:bg-surface sm:grid sm:grid-cols-[10rem_minmax(0,1fr)_auto] sm:items-center sm:gap-4 lg:grid-cols-[12rem_minmax(0,1fr)_auto]"
    >
      <VideoThumbnail src={video.thumbnailUrl} alt={`Current thumbnail of “${video.title}”`} />
      <div className="min-w-0 space-y-1.5">
        <p className="font-semibold break-words text-ink">{video.title}</p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-muted">
          <span>
            <span className="sr-only">Length </span>
            {video.duration}
          </span>
          <span aria-hidden="true">·</span>
          <time dateTime={video.publishedAt}>{formatDate(video.publishedAt)}</time>
          <Badge tone={video.privacy === 'public' ? 'green' : 'grey'}>{privacyLabel(video.privacy)}</Badge>
          {video.isShort && <Badge tone="purple">Short</Badge>}
        </p>
        <p id={noteId} className="flex items-start gap-1.5 text-sm">
          {video.cannotSet ? (
            <>
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
              <span className="text-amber-800">{video.cannotSet}</span>
            </>
          ) : (
            <>
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
              <span className="text-ink-muted">{youtubeTexts.canSet}</span>
            </>
          )}
        </p>
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">{action(video, noteId)}</div>
    </li>
  )
}
