import { ArrowLeft, ImageUp, RotateCcw } from 'lucide-react'
import { useState } from 'react'
import type { YoutubePublishResult, YoutubeVideo } from '#shared/youtube/schemas.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useRestoreThumbnail, useSetThumbnail } from '#web/features/youtube/api/thumbnails.ts'
import { VideoThumbnail } from '#web/features/youtube/components/video-thumbnail.tsx'
import { YoutubeError } from '#web/features/youtube/components/youtube-error.tsx'
import { useFocusOnMount } from '#web/features/youtube/lib/use-focus-on-mount.ts'
import { notifySuccess } from '#web/lib/toast.ts'

type Target = { channelId: string; video: YoutubeVideo }

// The buttons stay in view at the foot of the dialog's scrolling body, however short the window.
const actionRow = 'sticky bottom-0 flex flex-wrap items-center justify-end gap-2 bg-surface py-2'

function SideBySide({ before, after, title }: { before: string | null; after: string; title: string }) {
  // Side by side even on a phone: the comparison is the point, and two 16:9 halves still read.
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4">
      <figure className="space-y-1.5">
        <VideoThumbnail src={before} alt={`Current thumbnail of “${title}”`} />
        <figcaption className="text-sm text-ink-muted">Now on YouTube</figcaption>
      </figure>
      <figure className="space-y-1.5">
        <VideoThumbnail src={after} alt={`New thumbnail for “${title}”`} />
        <figcaption className="text-sm font-medium text-ink">Yours, to set</figcaption>
      </figure>
    </div>
  )
}

/** The last look before anything changes on YouTube: the current and the new, side by side. */
export function ConfirmStep({
  target,
  generationId,
  imageUrl,
  onBack,
  onSet,
}: {
  target: Target
  generationId: string
  imageUrl: string
  onBack: () => void
  onSet: (result: YoutubePublishResult) => void
}) {
  const set = useSetThumbnail()
  const question = useFocusOnMount<HTMLParagraphElement>()
  const { channelId, video } = target
  const onConfirm = () =>
    set.mutate(
      { channelId, videoId: video.id, generationId },
      {
        onSuccess: (result) => {
          notifySuccess(result.message)
          onSet(result)
        },
      },
    )
  return (
    <div className="space-y-4">
      <p ref={question} tabIndex={-1} className="text-sm text-ink focus:outline-none">
        Replace the thumbnail of <span className="font-semibold">“{video.title}”</span>?
      </p>
      <SideBySide before={video.thumbnailUrl} after={imageUrl} title={video.title} />
      {set.isError && <YoutubeError error={set.error} reconnectLink />}
      <div className={actionRow}>
        <Button variant="secondary" onClick={onBack} disabled={set.isPending}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Choose another video
        </Button>
        <Button onClick={onConfirm} disabled={set.isPending}>
          {set.isPending ? <Spinner className="size-4" /> : <ImageUp aria-hidden="true" className="size-4" />}
          Set thumbnail
        </Button>
      </div>
    </div>
  )
}

/** Done: the server's words, and the way back while the creator is still looking at it. */
export function DoneStep({
  target,
  result,
  imageUrl,
  onClose,
}: {
  target: Target
  result: YoutubePublishResult
  imageUrl: string
  onClose: () => void
}) {
  const restore = useRestoreThumbnail()
  const [restored, setRestored] = useState<YoutubePublishResult | null>(null)
  const outcome = useFocusOnMount<HTMLDivElement>()
  const { channelId, video } = target
  const onRestore = () =>
    restore.mutate(
      { channelId, videoId: video.id },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message)
          setRestored(answer)
        },
      },
    )
  const shown = restored ?? result
  return (
    <div className="space-y-4">
      <div ref={outcome} tabIndex={-1} className="focus:outline-none">
        <Alert tone="success">{shown.message}</Alert>
      </div>
      <VideoThumbnail
        src={shown.thumbnailUrl ?? (restored ? video.thumbnailUrl : imageUrl)}
        alt={`Thumbnail now on “${video.title}”`}
        className="mx-auto max-w-sm"
      />
      {restore.isError && <YoutubeError error={restore.error} reconnectLink />}
      <div className={actionRow}>
        {result.restorable && !restored && (
          <Button variant="secondary" onClick={onRestore} disabled={restore.isPending}>
            {restore.isPending ? (
              <Spinner className="size-4" />
            ) : (
              <RotateCcw aria-hidden="true" className="size-4" />
            )}
            Restore original
          </Button>
        )}
        <Button onClick={onClose}>Done</Button>
      </div>
    </div>
  )
}
