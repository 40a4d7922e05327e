import type { QueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { Providers } from '#web/app/providers.tsx'
import { routeRegistry, routes } from '#web/app/routes.tsx'

export function App({ queryClient }: { queryClient: QueryClient }) {
  const [router] = useState(() => createBrowserRouter(routes))
  return (
    <Providers queryClient={queryClient} registry={routeRegistry}>
      <RouterProvider router={router} />
    </Providers>
  )
}
