import * as RadixDialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { cn } from '#web/lib/cn.ts'

type DialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description?: string
  children: ReactNode
  /** Buttons at the bottom (Cancel, Save...). */
  footer?: ReactNode
  className?: string
}

/**
 * The one modal: focus is trapped, Escape and the close button dismiss it, the title names it.
 * A tall body scrolls between the title and the footer, so the footer's buttons stay on screen
 * at any window height (issue 27: the re-crop dialog's Save was below the fold at 1280×800).
 */
export function Dialog({ open, onOpenChange, title, description, children, footer, className }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-night/60" />
        <RadixDialog.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col',
            // A caller's own max width (max-w-2xl) replaces max-w-lg: cn merges Tailwind classes.
            'rounded-xl bg-surface p-6 shadow-xl focus:outline-none',
            className,
          )}
        >
          <div className="mb-4 flex shrink-0 items-start justify-between gap-4">
            <div>
              <RadixDialog.Title className="text-lg font-semibold text-ink">{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="mt-1 text-sm text-ink-muted">
                  {description}
                </RadixDialog.Description>
              ) : (
                <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
              )}
            </div>
            <RadixDialog.Close
              aria-label="Close"
              className="rounded-md p-1 text-ink-muted hover:bg-slate-100 focus-visible:ring-3 focus-visible:ring-brand-200"
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          {/* Edge to edge (and a little above and below), so focus rings at its sides are not clipped. */}
          <div className="-mx-6 -my-1 min-h-0 flex-1 overflow-y-auto px-6 py-1">{children}</div>
          {footer && <div className="mt-6 flex shrink-0 flex-wrap justify-end gap-2">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}

type DialogFormFooterProps = {
  /** The id of the dialog's form: the submit button sits outside it, in the footer. */
  formId: string
  onCancel: () => void
  isPending: boolean
  submitLabel: string
}

/** Cancel and the form's submit button, which shows a spinner and is disabled while saving. */
export function DialogFormFooter({ formId, onCancel, isPending, submitLabel }: DialogFormFooterProps) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" form={formId} disabled={isPending}>
        {isPending && <Spinner className="size-4" />}
        {submitLabel}
      </Button>
    </>
  )
}
