import { useQuery } from '@tanstack/react-query'
import { ticketDetailSchema } from '#shared/support/schemas.ts'
import { apiGet } from '#web/lib/api.ts'

export const ticketKey = (id: string) => ['support', 'ticket', id] as const

/** GET /api/support-tickets/{id}: the ticket and its conversation. */
export const useTicket = (id: string | null) =>
  useQuery({
    queryKey: ticketKey(id ?? ''),
    queryFn: ({ signal }) =>
      apiGet(`/api/support-tickets/${encodeURIComponent(id ?? '')}`, ticketDetailSchema, signal),
    enabled: Boolean(id),
  })
