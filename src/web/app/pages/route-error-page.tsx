import { RefreshCw } from 'lucide-react'
import { useEffect } from 'react'
import { Button } from '#web/components/ui/button.tsx'

/** Shown when a page fails to render or its code cannot be loaded (e.g. after a new deploy). */
export function RouteErrorPage({ error }: { error: unknown }) {
  useEffect(() => console.error(error), [error])
  return (
    <main id="main-content" className="grid min-h-screen place-items-center px-6">
      <div role="alert" className="max-w-md text-center">
        <h1 className="text-2xl font-bold">Something went wrong</h1>
        <p className="mt-3 text-ink-muted">This page could not be loaded. Please reload and try again.</p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Reload page
        </Button>
      </div>
    </main>
  )
}
