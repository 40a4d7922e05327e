import {
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  ticketPriorityLabels,
  ticketStatusLabels,
} from '#shared/support/messages.ts'

/** Options for the status and priority selects (filters and the admin's selectors). */
export const ticketStatusOptions = TICKET_STATUSES.map((value) => ({
  value,
  label: ticketStatusLabels[value],
}))
export const ticketPriorityOptions = TICKET_PRIORITIES.map((value) => ({
  value,
  label: ticketPriorityLabels[value],
}))
