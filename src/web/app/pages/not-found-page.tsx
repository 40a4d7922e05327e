import { Home } from 'lucide-react'
import { ButtonLink } from '#web/components/ui/button-link.tsx'
import { paths } from '#web/config/paths.ts'
import { usePageTitle } from '#web/lib/use-page-title.ts'

export function NotFoundPage() {
  usePageTitle('Page not found')
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <p className="text-7xl font-black tracking-tight text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">Oops! That Page Can Not be Found</h1>
      <p className="mt-3 text-ink-muted">The page you are looking for may have moved, or never existed.</p>
      <ButtonLink to={paths.home.getHref()} className="mt-8">
        <Home aria-hidden="true" className="size-4" />
        Back to Home
      </ButtonLink>
    </section>
  )
}
