import { FlaskConical } from 'lucide-react'
import { lazy, Suspense, useId, useState } from 'react'
import type { YoutubeVideo } from '#shared/youtube/schemas.ts'
import { Button } from '#web/components/ui/button.tsx'
import { testTexts } from '#web/features/youtube/lib/test-texts.ts'

// The dialog and its thumbnails request wait for the first click.
const StartTestDialog = lazy(async () => ({
  default: (await import('#web/features/youtube/components/start-test-dialog.tsx')).StartTestDialog,
}))

/** YouTube's figures for a test only make sense on a public video that is not a Short. */
export const canTest = (video: YoutubeVideo) =>
  video.cannotSet === null && video.privacy === 'public' && !video.isShort

type TestThumbnailsButtonProps = {
  channelId: string
  video: YoutubeVideo
  /** The row's note on why no thumbnail can be set, when there is one. */
  noteId: string
}

/** 'Test thumbnails' on a video row; each opening starts the dialog afresh. */
export function TestThumbnailsButton({ channelId, video, noteId }: TestThumbnailsButtonProps) {
  const [open, setOpen] = useState(false)
  const whyNotId = useId()
  const testable = canTest(video)
  // The row's note already says why nothing can be set; otherwise say why a test cannot run here.
  const describedBy = testable ? undefined : video.cannotSet ? noteId : whyNotId
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        disabled={!testable}
        aria-describedby={describedBy}
        onClick={() => setOpen(true)}
      >
        <FlaskConical aria-hidden="true" className="size-4" />
        Test thumbnails
      </Button>
      {!testable && !video.cannotSet && (
        <span id={whyNotId} className="basis-full text-xs text-ink-muted sm:text-right">
          {testTexts.notTestable}
        </span>
      )}
      {open && (
        <Suspense fallback={null}>
          <StartTestDialog channelId={channelId} video={video} open onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  )
}
