import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { TicketPriority, TicketStatus } from '#shared/support/messages.ts'
import { ticketPageSchema } from '#shared/support/schemas.ts'
import { apiGet } from '#web/lib/api.ts'

export type TicketFilters = {
  status?: TicketStatus | ''
  priority?: TicketPriority | ''
  from?: string
  to?: string
  /** Admin inbox only. */
  email?: string
}

/** The user-side page asks for the caller's own tickets, so an admin sees theirs there too. */
export type TicketScope = 'mine' | 'all'

/** One page is enough for the scroll area: a person rarely has more open conversations than this. */
export const TICKETS_PAGE_SIZE = 100

export const ticketsKey = ['support', 'tickets'] as const

function toQuery(filters: TicketFilters, scope: TicketScope, page: number): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(TICKETS_PAGE_SIZE) })
  if (scope === 'mine') params.set('mine', 'true')
  for (const [key, value] of Object.entries(filters)) {
    const text = typeof value === 'string' ? value.trim() : ''
    if (text) params.set(key, text)
  }
  return params.toString()
}

/** GET /api/support-tickets: the caller's own tickets, or every ticket for an admin; newest first. */
export const useTickets = (filters: TicketFilters, scope: TicketScope, page = 1) =>
  useQuery({
    queryKey: [...ticketsKey, { ...filters, scope, page }],
    queryFn: ({ signal }) =>
      apiGet(`/api/support-tickets?${toQuery(filters, scope, page)}`, ticketPageSchema, signal),
    placeholderData: keepPreviousData,
  })
