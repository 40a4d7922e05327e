import { ArrowLeft, RotateCcw } from 'lucide-react'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { ButtonLink } from '#web/components/ui/button-link.tsx'
import { isApiError } from '#web/lib/api.ts'

/**
 * A checkout whose product cannot be loaded. A bad or retired id (404) gets no Retry, since
 * nothing will change; either way the buyer has a way back to what is on sale.
 */
export function CheckoutLoadError({
  message,
  error,
  onRetry,
  backTo,
  backLabel,
}: {
  message: string
  error: unknown
  onRetry: () => void
  backTo: string
  backLabel: string
}) {
  return (
    <div className="mx-auto max-w-lg space-y-4 px-4 py-16">
      <Alert>{message}</Alert>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={backTo}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {backLabel}
        </ButtonLink>
        {!isApiError(error, 404) && (
          <Button variant="secondary" onClick={onRetry}>
            <RotateCcw aria-hidden="true" className="size-4" />
            Retry
          </Button>
        )}
      </div>
    </div>
  )
}
