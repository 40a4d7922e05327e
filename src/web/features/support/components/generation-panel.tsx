import { Undo2 } from 'lucide-react'
import { supportMessages } from '#shared/support/messages.ts'
import type { TicketDetail } from '#shared/support/schemas.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Badge } from '#web/components/ui/badge.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useRefundTicket } from '#web/features/support/api/ticket-mutations.ts'
import { isApiError } from '#web/lib/api.ts'
import { notifySuccess } from '#web/lib/toast.ts'
import { ReportedPicture } from './reported-picture.tsx'

/**
 * What 'Report a problem' attached: the picture, the prompt, the settings, the provider and its error, and
 * 'Refund credit', which works once (the button stays disabled after it, or after the generator
 * already refunded a failed image).
 */
export function GenerationPanel({ ticket }: { ticket: TicketDetail }) {
  const refund = useRefundTicket(ticket.id)
  const generation = ticket.generation
  if (!generation) {
    return <p className="text-sm text-ink-muted">The reported generation has been deleted.</p>
  }
  const refunded = generation.refunded || ticket.refundedAt !== null
  return (
    <section
      aria-labelledby="generation-heading"
      className="space-y-2 rounded-lg border border-slate-200 p-3 text-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="generation-heading" className="font-semibold text-ink">
          Reported generation
        </h3>
        <div className="flex items-center gap-2">
          {refunded && <Badge tone="green">Refunded</Badge>}
          <Button
            size="sm"
            variant="secondary"
            disabled={refunded || refund.isPending}
            onClick={() =>
              refund.mutate(undefined, { onSuccess: () => notifySuccess(supportMessages.refunded) })
            }
          >
            {refund.isPending ? (
              <Spinner className="size-4" />
            ) : (
              <Undo2 aria-hidden="true" className="size-4" />
            )}
            Refund credit
          </Button>
        </div>
      </div>
      {generation.status === 'succeeded' && <ReportedPicture picture={ticket.picture} />}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-ink-muted">Status</dt>
        <dd>{generation.status}</dd>
        <dt className="text-ink-muted">Provider</dt>
        <dd>
          {generation.provider}
          {generation.model && ` (${generation.model})`}
        </dd>
        <dt className="text-ink-muted">Prompt</dt>
        <dd className="whitespace-pre-wrap break-words">{generation.prompt}</dd>
        <dt className="text-ink-muted">Error</dt>
        <dd className="break-words">{generation.error ?? 'None'}</dd>
      </dl>
      <details>
        <summary className="cursor-pointer text-ink-muted">Settings</summary>
        <pre className="mt-1 max-h-48 overflow-auto rounded bg-slate-50 p-2 text-xs">
          {JSON.stringify(generation.params, null, 2)}
        </pre>
      </details>
      {refund.isError && (
        <Alert>{isApiError(refund.error, 409) ? refund.error.message : supportMessages.refundFailed}</Alert>
      )}
    </section>
  )
}
