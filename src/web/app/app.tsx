import type { QueryClient } from '@tanstack/react-query'
import { Suspense } from 'react'
import { BrowserRouter, useRoutes } from 'react-router'
import { Providers } from '#web/app/providers.tsx'
import { RouteErrorBoundary } from '#web/app/route-error-boundary.tsx'
import { routeRegistry, routes } from '#web/app/routes.tsx'
import { PageLoader } from '#web/components/ui/spinner.tsx'

/** The route table, with the loader while a first page's code arrives and the error page if it fails. */
export function AppRoutes() {
  const element = useRoutes(routes)
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageLoader />}>{element}</Suspense>
    </RouteErrorBoundary>
  )
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <Providers queryClient={queryClient} registry={routeRegistry}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  )
}
