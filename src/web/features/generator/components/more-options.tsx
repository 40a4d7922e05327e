import { ChevronDown } from 'lucide-react'
import { type ReactNode, useEffect, useState } from 'react'

type MoreOptionsProps = {
  /** A field inside has a validation error or a warning: the section opens so the creator sees it. */
  needsAttention: boolean
  /** Grows with each Generate press, so an error that stays opens the section again if it was shut. */
  submitCount: number
  children: ReactNode
}

/**
 * The settings most runs leave alone (issue 27, item 5), folded by default so the title, the idea
 * and Generate fit on a screen. A native disclosure: Enter and Space open it and screen readers
 * announce it as expanded or collapsed. Closed, its fields keep their values and still run.
 */
export function MoreOptions({ needsAttention, submitCount, children }: MoreOptionsProps) {
  const [open, setOpen] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: each submit re-checks, even with the same error.
  useEffect(() => {
    if (needsAttention) setOpen(true)
  }, [needsAttention, submitCount])
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group rounded-xl border border-slate-200"
    >
      <summary className="flex min-h-12 cursor-pointer list-none items-center gap-3 rounded-xl px-4 py-3 hover:bg-slate-50 focus-visible:ring-3 focus-visible:ring-brand-200 focus-visible:outline-none [&::-webkit-details-marker]:hidden">
        <span className="flex-1">
          <span className="block text-base font-semibold text-ink">More options</span>
          <span className="block text-sm text-ink-muted">
            Reference images, colours, overlay, text style, variants, size and layout
          </span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-ink-muted transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="space-y-8 border-t border-slate-200 px-4 pt-4 pb-6">{children}</div>
    </details>
  )
}
