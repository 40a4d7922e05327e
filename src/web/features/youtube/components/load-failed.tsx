import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { failureText } from '#web/features/youtube/lib/failure-text.ts'

/** A list that did not load: what failed, the server's words for why, and a way to ask again. */
export function LoadFailed({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  return (
    <div className="space-y-3">
      <Alert>
        {what} {failureText(error)}
      </Alert>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  )
}
