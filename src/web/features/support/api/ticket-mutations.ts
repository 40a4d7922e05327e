import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import { supportMessages } from '#shared/support/messages.ts'
import {
  type CreateTicketBody,
  type TicketDetail,
  type TicketPatch,
  ticketDetailSchema,
} from '#shared/support/schemas.ts'
import { apiRequest, isApiError } from '#web/lib/api.ts'
import { ticketKey } from './get-ticket.ts'
import { ticketsKey } from './list-tickets.ts'

/** Every change answers with the whole ticket: put it in the cache and refresh the lists. */
function settle(queryClient: QueryClient, ticket: TicketDetail) {
  queryClient.setQueryData(ticketKey(ticket.id), ticket)
  void queryClient.invalidateQueries({ queryKey: ticketsKey })
}

const send = async (path: string, method: 'POST' | 'PATCH', body?: unknown) =>
  ticketDetailSchema.parse(await apiRequest(path, { method, body }))

const ticketPath = (id: string) => `/api/support-tickets/${encodeURIComponent(id)}`

/** POST /api/support-tickets */
export function useCreateTicket() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateTicketBody) => send('/api/support-tickets', 'POST', body),
    onSuccess: (ticket) => settle(queryClient, ticket),
  })
}

/** What a failed 'open a ticket' tells the user: the server's own words when it is the hourly limit. */
export const createTicketErrorMessage = (error: unknown): string =>
  isApiError(error, 429) ? error.message : supportMessages.createFailed

/** POST /api/support-tickets/{id}/messages */
export function useReplyToTicket(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (message: string) => send(`${ticketPath(id)}/messages`, 'POST', { message }),
    onSuccess: (ticket) => settle(queryClient, ticket),
  })
}

/** PATCH /api/support-tickets/{id} (admin): status and/or priority. */
export function useUpdateTicket(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (patch: TicketPatch) => send(ticketPath(id), 'PATCH', patch),
    onSuccess: (ticket) => settle(queryClient, ticket),
  })
}

/** POST /api/support-tickets/{id}/refund (admin): the reported generation's credit, once. */
export function useRefundTicket(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => send(`${ticketPath(id)}/refund`, 'POST'),
    onSuccess: (ticket) => settle(queryClient, ticket),
  })
}
