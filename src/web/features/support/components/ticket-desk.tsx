import { type ReactNode, useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router'
import type { TicketDetail } from '#shared/support/schemas.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { Loader } from '#web/components/ui/spinner.tsx'
import { useTicket } from '#web/features/support/api/get-ticket.ts'
import { type TicketFilters, useTickets } from '#web/features/support/api/list-tickets.ts'
import { Conversation } from './conversation.tsx'
import { isRangeValid } from './ticket-filters.tsx'
import { TicketList } from './ticket-list.tsx'

type TicketDeskProps = {
  filters: TicketFilters
  viewer: 'user' | 'admin'
  controls?: (ticket: TicketDetail) => ReactNode
}

/**
 * The list beside the conversation pane. The open ticket lives in `?ticket=`, so a reload or a
 * link from an e-mail lands on the same conversation.
 */
export function TicketDesk({ filters, viewer, controls }: TicketDeskProps) {
  const [params, setParams] = useSearchParams()
  const selectedId = params.get('ticket')
  const rangeValid = isRangeValid(filters)
  const list = useTickets(rangeValid ? filters : {}, viewer === 'admin' ? 'all' : 'mine')
  const ticket = useTicket(selectedId)

  const select = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (id) next.set('ticket', id)
        else next.delete('ticket')
        return next
      },
      { replace: true },
    )

  // A filter that hides the open ticket closes its conversation too, once the filtered list is in.
  // Only a filter change does: a ticket opened from a link may sit beyond the list's one page.
  const filtersKey = JSON.stringify(rangeValid ? filters : {})
  const listedFor = useRef(filtersKey)
  const filteredList = list.isSuccess && !list.isPlaceholderData ? list.data.tickets : null
  // biome-ignore lint/correctness/useExhaustiveDependencies: select is a fresh closure every render
  useEffect(() => {
    if (listedFor.current === filtersKey || !filteredList) return
    listedFor.current = filtersKey
    if (selectedId && !filteredList.some((listed) => listed.id === selectedId)) select(null)
  }, [filtersKey, filteredList, selectedId])

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(18rem,1fr)_2fr]">
      <Card className="overflow-hidden">
        {!rangeValid && (
          <div className="p-4 pb-0">
            <Alert>The start date must be on or before the end date</Alert>
          </div>
        )}
        <TicketList
          tickets={list.data?.tickets}
          count={list.data ?? { total: 0, totalCapped: false }}
          selectedId={selectedId}
          onSelect={select}
          isPending={list.isPending}
          isError={list.isError}
          admin={viewer === 'admin'}
        />
      </Card>
      <Card className="overflow-hidden">
        {!selectedId ? (
          <p className="p-8 text-center text-ink-muted">Select a ticket to read the conversation.</p>
        ) : ticket.isPending ? (
          <Loader label="Loading conversation..." />
        ) : ticket.isError ? (
          <div className="p-4">
            <Alert>Could not load this ticket. Please try again.</Alert>
          </div>
        ) : (
          <Conversation ticket={ticket.data} viewer={viewer} controls={controls?.(ticket.data)} />
        )}
      </Card>
    </div>
  )
}
