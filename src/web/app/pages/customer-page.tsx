import { ArrowLeft } from 'lucide-react'
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { EXPORT_PATHS } from '#shared/billing/exports.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { ExportLink } from '#web/components/ui/export-link.tsx'
import { Pager } from '#web/components/ui/pager.tsx'
import { Loader } from '#web/components/ui/spinner.tsx'
import { paths } from '#web/config/paths.ts'
import { CustomerOrders } from '#web/features/billing/components/customer-orders.tsx'
import { LedgerTable } from '#web/features/billing/components/ledger-table.tsx'
import {
  CUSTOMER_LEDGER_PAGE_SIZE,
  useCustomer,
  useCustomerLedger,
} from '#web/features/users/api/customer.ts'
import {
  CustomerMessages,
  CustomerProfile,
  CustomerTickets,
  Empty,
  Section,
  ShowingNewest,
} from '#web/features/users/components/customer-sections.tsx'
import { CustomerGenerations } from '#web/features/users/components/customer-thumbnails.tsx'
import { isApiError } from '#web/lib/api.ts'
import { usePageTitle } from '#web/lib/use-page-title.ts'

const withSearch = (path: string, key: string, value: string) =>
  `${path}?${new URLSearchParams({ [key]: value })}`

/**
 * /admin/users/{id}: one customer in one place. It composes the users feature (profile, tickets,
 * thumbnail runs, messages) with billing's (credit history, orders), so it lives with the app.
 */
export function CustomerPage() {
  const { id = '' } = useParams()
  const customer = useCustomer(id)
  const [page, setPage] = useState(1)
  const ledger = useCustomerLedger(id, page)
  usePageTitle(customer.data ? customer.data.profile.name : 'Customer')

  if (customer.isPending) return <Loader label="Loading customer..." className="p-12" />
  if (customer.isError)
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <Alert>{isApiError(customer.error, 404) ? 'User not found' : 'Could not load the customer.'}</Alert>
      </div>
    )
  const view = customer.data
  const email = view.profile.email
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-8">
      <Link
        to={paths.admin.users.getHref()}
        className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Total Users
      </Link>
      <CustomerProfile profile={view.profile} />
      <Section
        title="Credit history"
        id="customer-ledger"
        action={<ExportLink path={EXPORT_PATHS.ledger} filters={{ userId: view.profile.id }} />}
      >
        {ledger.isPending ? (
          <Loader label="Loading credit history..." />
        ) : ledger.isError ? (
          <Empty>Could not load the credit history.</Empty>
        ) : ledger.data.entries.length === 0 ? (
          <Empty>No credit activity yet.</Empty>
        ) : (
          <>
            <LedgerTable
              entries={ledger.data.entries}
              caption={`Credit history of ${view.profile.name}`}
              orderHref={paths.admin.order.getHref}
              showWho
            />
            <Pager
              label="Credit history pages"
              page={page}
              pageSize={CUSTOMER_LEDGER_PAGE_SIZE}
              count={ledger.data}
              onPageChange={setPage}
              className="border-t border-slate-100 px-4 pb-2"
            />
          </>
        )}
      </Section>
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title="Orders" id="customer-orders">
          <CustomerOrders orders={view.orders} />
          {view.more.orders && (
            <ShowingNewest
              links={[
                {
                  to: withSearch(paths.admin.orders.getHref(), 'search', email),
                  label: 'All package orders',
                },
                {
                  to: withSearch(paths.admin.itemsOrders.getHref(), 'search', email),
                  label: 'All item orders',
                },
              ]}
            />
          )}
        </Section>
        <Section title="Support tickets" id="customer-tickets">
          <CustomerTickets tickets={view.tickets} href={paths.admin.supportMessages.getHref()} />
          {view.more.tickets && (
            <ShowingNewest
              links={[
                {
                  to: withSearch(paths.admin.supportMessages.getHref(), 'email', email),
                  label: 'All tickets',
                },
              ]}
            />
          )}
        </Section>
        <Section title="Thumbnails" id="customer-generations">
          <CustomerGenerations generations={view.generations} counts={view.generationCounts} />
          {view.more.generations && <ShowingNewest />}
        </Section>
        <Section title="Messages sent" id="customer-messages">
          <CustomerMessages messages={view.messages} />
          {view.more.messages && <ShowingNewest />}
        </Section>
      </div>
    </div>
  )
}
