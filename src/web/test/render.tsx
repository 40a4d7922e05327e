import { QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, type InitialEntry, type RouteObject, RouterProvider } from 'react-router'
import { vi } from 'vitest'
import { Providers } from '#web/app/providers.tsx'
import { createRouteRegistry, type RouteRegistry } from '#web/app/route-registry.tsx'
import { routes as appRoutes, routeRegistry } from '#web/app/routes.tsx'

type RenderOptions = {
  /** Defaults to the real route table. */
  routes?: RouteObject[]
  initialEntries?: InitialEntry[]
  registry?: RouteRegistry
  queryClient?: QueryClient
}

export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })

/** Registry for tests that want to control which routes "exist". */
export const registryOf = (...patterns: string[]) =>
  createRouteRegistry(patterns.map((pattern) => ({ pattern })))

export function renderApp({
  routes = appRoutes,
  initialEntries = ['/'],
  registry,
  queryClient,
}: RenderOptions = {}) {
  // jsdom has no scrolling; ScrollToTop calls it on every navigation.
  vi.stubGlobal('scrollTo', vi.fn())
  const client = queryClient ?? testQueryClient()
  const router = createMemoryRouter(routes, { initialEntries })
  const user = userEvent.setup()
  const view = render(
    <Providers
      queryClient={client}
      registry={registry ?? (routes === appRoutes ? routeRegistry : registryOf())}
    >
      <RouterProvider router={router} />
    </Providers>,
  )
  return { ...view, user, router, queryClient: client }
}
