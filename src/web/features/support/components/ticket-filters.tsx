import type { TicketPriority, TicketStatus } from '#shared/support/messages.ts'
import { Button } from '#web/components/ui/button.tsx'
import { DateField } from '#web/components/ui/date-field.tsx'
import { SelectField } from '#web/components/ui/fields.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import type { TicketFilters as Filters } from '#web/features/support/api/list-tickets.ts'
import { ticketPriorityOptions, ticketStatusOptions } from './ticket-options.ts'

type TicketFiltersProps = {
  value: Filters
  onChange: (value: Filters) => void
  /** The admin inbox adds priority and the user e-mail search. */
  admin?: boolean
}

/** Status and date range for everyone; priority and e-mail search in the admin inbox. */
export function TicketFilters({ value, onChange, admin = false }: TicketFiltersProps) {
  const set = (patch: Filters) => onChange({ ...value, ...patch })
  const active = Object.values(value).some(Boolean)
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <legend className="sr-only">Filter tickets</legend>
      <SelectField
        label="Status"
        placeholder="All statuses"
        options={ticketStatusOptions}
        value={value.status ?? ''}
        onChange={(event) => set({ status: event.target.value as TicketStatus | '' })}
      />
      {admin && (
        <SelectField
          label="Priority"
          placeholder="All priorities"
          options={ticketPriorityOptions}
          value={value.priority ?? ''}
          onChange={(event) => set({ priority: event.target.value as TicketPriority | '' })}
        />
      )}
      <DateField label="From" value={value.from ?? ''} onChange={(from) => set({ from })} />
      <DateField label="To" value={value.to ?? ''} onChange={(to) => set({ to })} />
      {admin && (
        <TextField
          label="User email"
          type="search"
          placeholder="Search by user email"
          value={value.email ?? ''}
          onChange={(event) => set({ email: event.target.value })}
          className="sm:col-span-2 lg:col-span-3"
        />
      )}
      {active && (
        <div className="flex items-end">
          <Button variant="ghost" size="sm" onClick={() => onChange({})}>
            Clear filters
          </Button>
        </div>
      )}
    </fieldset>
  )
}

/** A range whose end comes before its start would answer 400; the list waits until it is fixed. */
export const isRangeValid = (filters: Filters) => !filters.from || !filters.to || filters.from <= filters.to
