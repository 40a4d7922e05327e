// No imports on purpose: the same texts are shown by the forms and answered by the server.
/** Support texts: the spec's toasts word for word (customer-side.md §8), and our own validation lines. */
export const supportMessages = {
  created: 'Support ticket created successfully',
  createFailed: 'Failed to create support ticket',
  tooManyTickets:
    'You have opened too many tickets in the last hour. Please wait a while, or add a reply to one of your open tickets.',
  userDataError: 'Error loading user data',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  replyRequired: 'Reply cannot be empty',
  replySent: 'Reply sent',
  replyFailed: 'Failed to send reply',
  ticketClosed: 'This ticket is closed and no longer accepts replies.',
  ticketUpdated: 'Ticket updated',
  ticketUpdateFailed: 'Failed to update ticket',
  dateRangeOrder: 'The start date must be on or before the end date',
  patchEmpty: 'Choose a status or a priority to change',
  generationNotFound: 'Generation not found',
  ticketNotFound: 'Ticket not found',
  notLinked: 'This ticket is not linked to a generation.',
  alreadyRefunded: 'This generation has already been refunded.',
  refunded: 'Credit refunded',
  refundFailed: 'Failed to refund credit',
  reportSubject: 'Problem with a generated thumbnail',
} as const

export const TICKET_STATUSES = ['open', 'in-progress', 'resolved', 'closed'] as const
export type TicketStatus = (typeof TICKET_STATUSES)[number]
export const TICKET_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const
export type TicketPriority = (typeof TICKET_PRIORITIES)[number]

/** Labels for the status and priority selectors and badges. */
export const ticketStatusLabels: Record<TicketStatus, string> = {
  open: 'Open',
  'in-progress': 'In Progress',
  resolved: 'Resolved',
  closed: 'Closed',
}
export const ticketPriorityLabels: Record<TicketPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
}
