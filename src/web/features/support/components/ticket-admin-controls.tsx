import { supportMessages, type TicketPriority, type TicketStatus } from '#shared/support/messages.ts'
import type { TicketDetail } from '#shared/support/schemas.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { SelectField } from '#web/components/ui/fields.tsx'
import { useUpdateTicket } from '#web/features/support/api/ticket-mutations.ts'
import { notifySuccess } from '#web/lib/toast.ts'
import { GenerationPanel } from './generation-panel.tsx'
import { ticketPriorityOptions, ticketStatusOptions } from './ticket-options.ts'

/** The admin's status and priority selectors (any value at any time), and the reported generation. */
export function TicketAdminControls({ ticket }: { ticket: TicketDetail }) {
  const update = useUpdateTicket(ticket.id)
  const change = (patch: { status?: TicketStatus; priority?: TicketPriority }) =>
    update.mutate(patch, {
      onSuccess: () => notifySuccess(supportMessages.ticketUpdated),
      // The spec only logs update errors; the alert below says it too.
      onError: (error) => console.error('support ticket update failed', error),
    })
  return (
    <div className="space-y-3 pt-2">
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Ticket status"
          options={ticketStatusOptions}
          value={ticket.status}
          disabled={update.isPending}
          onChange={(event) => change({ status: event.target.value as TicketStatus })}
        />
        <SelectField
          label="Ticket priority"
          options={ticketPriorityOptions}
          value={ticket.priority}
          disabled={update.isPending}
          onChange={(event) => change({ priority: event.target.value as TicketPriority })}
        />
      </div>
      {update.isError && <Alert>{supportMessages.ticketUpdateFailed}</Alert>}
      {ticket.generationId && <GenerationPanel ticket={ticket} />}
    </div>
  )
}
