import { ImageUp } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { Button } from '#web/components/ui/button.tsx'

// The flow's code and its channels request wait for the first click: most gallery visits never open it.
const PublishDialog = lazy(async () => ({
  default: (await import('#web/features/youtube/components/publish-dialog.tsx')).PublishDialog,
}))

type SetOnYoutubeButtonProps = {
  generationId: string
  /** The generation's small image (`?size=small`), shown beside the video's current thumbnail. */
  imageUrl: string
}

/** 'Set as thumbnail on YouTube' on a finished result; each opening starts the flow afresh. */
export function SetOnYoutubeButton({ generationId, imageUrl }: SetOnYoutubeButtonProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <ImageUp aria-hidden="true" className="size-4" />
        Set as thumbnail on YouTube
      </Button>
      {open && (
        <Suspense fallback={null}>
          <PublishDialog generationId={generationId} imageUrl={imageUrl} open onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  )
}
