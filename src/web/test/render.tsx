import { QueryClient } from '@tanstack/react-query'
import { act, render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import {
  type InitialEntry,
  type Location,
  MemoryRouter,
  type NavigateFunction,
  type RouteObject,
  useLocation,
  useNavigate,
  useRoutes,
} from 'react-router'
import { vi } from 'vitest'
import { Providers } from '#web/app/providers.tsx'
import { RouteErrorBoundary } from '#web/app/route-error-boundary.tsx'
import { routes as appRoutes, routeRegistry } from '#web/app/routes.tsx'
import { createRouteRegistry, type RouteRegistry } from '#web/lib/route-registry.tsx'

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

/** Where the app is now, and a way to go elsewhere, as a test reads and drives it. */
export type TestRouter = {
  readonly state: { location: Location }
  navigate(to: string): Promise<void>
}

function RoutesUnderTest({ routes, probe }: { routes: RouteObject[]; probe: Probe }) {
  probe.location = useLocation()
  probe.navigate = useNavigate()
  return (
    <RouteErrorBoundary>
      <Suspense fallback={null}>{useRoutes(routes)}</Suspense>
    </RouteErrorBoundary>
  )
}

type Probe = { location?: Location; navigate?: NavigateFunction }

export function renderApp({
  routes = appRoutes,
  initialEntries = ['/'],
  registry,
  queryClient,
}: RenderOptions = {}) {
  // jsdom has no scrolling; ScrollToTop calls it on every navigation.
  vi.stubGlobal('scrollTo', vi.fn())
  const client = queryClient ?? testQueryClient()
  const probe: Probe = {}
  const router: TestRouter = {
    get state() {
      if (!probe.location) throw new Error('the app has not rendered yet')
      return { location: probe.location }
    },
    async navigate(to) {
      await act(async () => {
        await probe.navigate?.(to)
      })
    },
  }
  const user = userEvent.setup()
  const view = render(
    <Providers
      queryClient={client}
      registry={registry ?? (routes === appRoutes ? routeRegistry : registryOf())}
    >
      <MemoryRouter initialEntries={initialEntries}>
        <RoutesUnderTest routes={routes} probe={probe} />
      </MemoryRouter>
    </Providers>,
  )
  return { ...view, user, router, queryClient: client }
}
