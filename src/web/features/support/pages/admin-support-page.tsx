import { useState } from 'react'
import { useSearchParams } from 'react-router'
import type { TicketFilters as Filters } from '#web/features/support/api/list-tickets.ts'
import { TicketAdminControls } from '#web/features/support/components/ticket-admin-controls.tsx'
import { TicketDesk } from '#web/features/support/components/ticket-desk.tsx'
import { TicketFilters } from '#web/features/support/components/ticket-filters.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'

/** /admin/support-messages: every ticket, newest first, with the conversation and its controls. */
export function AdminSupportPage() {
  usePageTitle('Support Messages')
  // The customer view links here with ?email=, so the inbox opens on that customer's tickets.
  const [params] = useSearchParams()
  const [filters, setFilters] = useState<Filters>(() => {
    const email = params.get('email')
    return email ? { email } : {}
  })
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Support Messages</h1>
        <p className="mt-1 text-ink-muted">Every ticket, newest first. Replies are e-mailed to the user.</p>
      </header>
      <TicketFilters value={filters} onChange={setFilters} admin />
      <TicketDesk
        filters={filters}
        viewer="admin"
        controls={(ticket) => <TicketAdminControls ticket={ticket} />}
      />
    </div>
  )
}
