import { Plus } from 'lucide-react'
import { useState } from 'react'
import { ButtonLink } from '#web/components/ui/button-link.tsx'
import { paths } from '#web/config/paths.ts'
import type { TicketFilters as Filters } from '#web/features/support/api/list-tickets.ts'
import { TicketDesk } from '#web/features/support/components/ticket-desk.tsx'
import { TicketFilters } from '#web/features/support/components/ticket-filters.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'

/** /user/support: the caller's tickets and their conversations. */
export function UserSupportPage() {
  usePageTitle('Support')
  const [filters, setFilters] = useState<Filters>({})
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Support</h1>
          <p className="mt-1 text-ink-muted">Your tickets and our answers.</p>
        </div>
        <ButtonLink to={paths.user.createSupport.getHref()}>
          <Plus aria-hidden="true" className="size-4" />
          Create Ticket
        </ButtonLink>
      </header>
      <TicketFilters value={filters} onChange={setFilters} />
      <TicketDesk filters={filters} viewer="user" />
    </div>
  )
}
