import { ImageOff, RefreshCw } from 'lucide-react'
import { Button } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'

/** The corner spinner while the next picture is drawn (the last one stays up underneath). */
export function PreviewBusyBadge() {
  return (
    <span className="absolute top-2 right-2 rounded-full bg-black/55 p-1.5 text-white">
      <Spinner className="size-4" />
      <span className="sr-only">Updating the preview</span>
    </span>
  )
}

/** Fills the frame when there is no picture to show. */
export function PreviewMissing() {
  return (
    <span className="absolute inset-0 flex items-center justify-center text-slate-300">
      <ImageOff aria-hidden="true" className="size-10" />
    </span>
  )
}

/** Why the preview failed, under the frame, with the one way out: ask again. */
export function PreviewRetry({ error, onRetry }: { error: string; onRetry: () => void }) {
  return (
    <div role="status" className="flex flex-wrap items-center justify-center gap-2 text-sm text-ink-muted">
      <span>{error}</span>
      <Button variant="ghost" size="sm" onClick={onRetry}>
        <RefreshCw aria-hidden="true" className="size-4" />
        Retry preview
      </Button>
    </div>
  )
}
