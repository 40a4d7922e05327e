import { useEffect } from 'react'
import { supportMessages } from '#shared/support/messages.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { Loader } from '#web/components/ui/spinner.tsx'
import { CreateTicketForm } from '#web/features/support/components/create-ticket-form.tsx'
import { useMe } from '#web/lib/session/me-query.ts'
import { notifyError } from '#web/lib/toast.ts'
import { usePageTitle } from '#web/lib/use-page-title.ts'

/** /user/create-support: the ticket carries the signed-in user's name, e-mail and photo. */
export function CreateSupportPage() {
  usePageTitle('Create Support Ticket')
  const { me, isResolving, isError } = useMe()
  useEffect(() => {
    if (isError) notifyError(supportMessages.userDataError)
  }, [isError])

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Create Support Ticket</h1>
        <p className="mt-1 text-ink-muted">
          Tell us what you need; we answer in your support inbox and by e-mail.
        </p>
      </header>
      <Card className="p-6">
        {isResolving ? (
          <Loader />
        ) : (
          <>
            {isError && <Alert className="mb-4">{supportMessages.userDataError}</Alert>}
            <CreateTicketForm sender={me} />
          </>
        )}
      </Card>
    </div>
  )
}
