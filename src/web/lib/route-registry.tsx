import { createContext, type ReactNode, useContext } from 'react'
import { matchPath, type RouteObject } from 'react-router'

/**
 * Navigation shows an entry only when its target route exists, so no link leads to the not-found page.
 * The route table is the single source: its paths are collected once and handed down through context
 * (a context rather than an import, because the layouts that read it are themselves in the route table).
 */
export type RouteEntry = { pattern: string; redirectTo?: string }

/** Put on a route's `handle` when the route only redirects; it counts as registered only if its target is. */
export type RedirectHandle = { redirectTo: string }

export type RouteRegistry = {
  paths: readonly string[]
  isRegistered: (path: string) => boolean
  firstRegistered: (candidates: readonly string[]) => string | undefined
}

const joinPaths = (base: string, path: string): string =>
  path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`

const redirectOf = (route: RouteObject): string | undefined => {
  const handle: unknown = route.handle
  if (typeof handle !== 'object' || handle === null || !('redirectTo' in handle)) return undefined
  return typeof handle.redirectTo === 'string' ? handle.redirectTo : undefined
}

/** Every navigable path in a route tree: leaves, and parents that have an index route. */
export function collectRouteEntries(routes: readonly RouteObject[], base = '/'): RouteEntry[] {
  return routes.flatMap((route): RouteEntry[] => {
    const own = route.path === undefined ? base : joinPaths(base, route.path)
    if (route.index) return [{ pattern: base, redirectTo: redirectOf(route) }]
    if (route.children?.length) return collectRouteEntries(route.children, own)
    if (route.path === undefined || route.path.includes('*')) return []
    return [{ pattern: own, redirectTo: redirectOf(route) }]
  })
}

const normalize = (path: string): string => {
  const pathname = path.split(/[?#]/)[0] ?? '/'
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
}

export function createRouteRegistry(entries: readonly RouteEntry[]): RouteRegistry {
  const find = (path: string) => entries.find((entry) => matchPath({ path: entry.pattern, end: true }, path))

  const isRegistered = (path: string, hops = 0): boolean => {
    const entry = find(normalize(path))
    if (!entry) return false
    if (entry.redirectTo === undefined) return true
    return hops < 5 && isRegistered(entry.redirectTo, hops + 1)
  }

  return {
    paths: entries.map((entry) => entry.pattern),
    isRegistered: (path) => isRegistered(path),
    firstRegistered: (candidates) => candidates.find((candidate) => isRegistered(candidate)),
  }
}

const RouteRegistryContext = createContext<RouteRegistry>(createRouteRegistry([]))

export function RouteRegistryProvider({
  registry,
  children,
}: {
  registry: RouteRegistry
  children: ReactNode
}) {
  return <RouteRegistryContext value={registry}>{children}</RouteRegistryContext>
}

export const useRouteRegistry = (): RouteRegistry => useContext(RouteRegistryContext)

/** Keeps only the entries whose target route is registered. */
export function useRegisteredItems<T extends { to: string }>(items: readonly T[]): T[] {
  const { isRegistered } = useRouteRegistry()
  return items.filter((item) => isRegistered(item.to))
}
