import { FlaskConical } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { Button } from '#web/components/ui/button.tsx'

// The flow's code and its channels request wait for the first click.
const TestPicksDialog = lazy(async () => ({
  default: (await import('#web/features/youtube/components/test-picks-dialog.tsx')).TestPicksDialog,
}))

type TestOnYoutubeButtonProps = {
  /** The picked thumbnails, in the order picked (A, B, C). */
  generationIds: readonly string[]
  disabled?: boolean
}

/** 'Test on YouTube' beside the Test & Compare download: the same picks, rotated on a video. */
export function TestOnYoutubeButton({ generationIds, disabled }: TestOnYoutubeButtonProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="secondary" disabled={disabled} onClick={() => setOpen(true)}>
        <FlaskConical aria-hidden="true" className="size-4" />
        Test on YouTube
      </Button>
      {open && (
        <Suspense fallback={null}>
          <TestPicksDialog generationIds={generationIds} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
