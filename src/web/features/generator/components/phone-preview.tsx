import { ArrowDown } from 'lucide-react'
import { Spinner } from '#web/components/ui/spinner.tsx'
import type { LivePreview } from '#web/features/generator/lib/use-live-preview.ts'

type PhonePreviewProps = {
  live: LivePreview
  portrait: boolean
  /** Brings the full-size preview (and the results under it) into view. */
  onShowFull: () => void
}

/**
 * Below the two-column width the full preview sits under the whole form, so a small copy rides at
 * the top of the form instead (issue 27, item 5): the title can be watched as it is typed. It sticks
 * under the phone's menu bar and is short (about 90 px), and the form's fields keep a scroll margin
 * of its height, so a field brought into view for typing lands below it, not under it.
 */
export function PhonePreview({ live, portrait, onShowFull }: PhonePreviewProps) {
  return (
    <div
      data-testid="phone-preview"
      className="sticky top-14 z-20 -mx-4 -mt-4 mb-6 flex items-center gap-3 rounded-t-xl border-b border-slate-200 bg-surface/95 px-4 py-2 backdrop-blur min-[992px]:top-0 sm:-mx-6 sm:-mt-6 lg:hidden"
    >
      <div
        className={
          portrait
            ? 'relative aspect-[9/16] h-24 shrink-0 overflow-hidden rounded-md bg-slate-700'
            : 'relative aspect-video w-40 shrink-0 overflow-hidden rounded-md bg-slate-700'
        }
      >
        {/* The full preview below carries the description; this copy is a visual shortcut. */}
        {live.imageUrl && <img src={live.imageUrl} alt="" className="size-full object-cover" />}
        {live.isBusy && (
          <span className="absolute top-1 right-1 rounded-full bg-black/55 p-1 text-white">
            <Spinner className="size-3" />
          </span>
        )}
      </div>
      <div className="min-w-0 flex-1 space-y-1">
        <p className="text-sm font-semibold text-ink">Preview</p>
        <button
          type="button"
          onClick={onShowFull}
          className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 underline underline-offset-2"
        >
          <ArrowDown aria-hidden="true" className="size-4" />
          Full size
        </button>
      </div>
    </div>
  )
}
