import { ShieldAlert } from 'lucide-react'
import { ButtonLink } from '#web/components/ui/button-link.tsx'
import { paths } from '#web/config/paths.ts'
import { usePageTitle } from '#web/lib/use-page-title.ts'

export function NotAuthorized() {
  usePageTitle('Not Authorized')
  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="grid min-h-screen place-items-center bg-canvas px-6 py-16"
    >
      <div className="max-w-md text-center">
        <ShieldAlert aria-hidden="true" className="mx-auto size-14 text-brand-600" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight">Not Authorized</h1>
        <p className="mt-3 text-ink-muted">
          You can't access this page; this route is only accessible for Admin.
        </p>
        <ButtonLink to={paths.home.getHref()} className="mt-8">
          Go to Home
        </ButtonLink>
      </div>
    </main>
  )
}
