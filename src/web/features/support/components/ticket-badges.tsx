import {
  type TicketPriority,
  type TicketStatus,
  ticketPriorityLabels,
  ticketStatusLabels,
} from '#shared/support/messages.ts'
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx'

const statusTones: Record<TicketStatus, BadgeTone> = {
  open: 'blue',
  'in-progress': 'yellow',
  resolved: 'green',
  closed: 'grey',
}

const priorityTones: Record<TicketPriority, BadgeTone> = {
  low: 'grey',
  medium: 'blue',
  high: 'yellow',
  urgent: 'red',
}

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return <Badge tone={statusTones[status]}>{ticketStatusLabels[status]}</Badge>
}

export function TicketPriorityBadge({ priority }: { priority: TicketPriority }) {
  return <Badge tone={priorityTones[priority]}>{ticketPriorityLabels[priority]}</Badge>
}
