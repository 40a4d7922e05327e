import type { ComponentType } from 'react'
import { Navigate, type RouteObject } from 'react-router'
import { lazyPage } from '#web/app/lazy-page.tsx'
import type { RedirectHandle } from '#web/lib/route-registry.tsx'

/** A route whose page is its own lazy chunk; `path` comes from config/paths.ts. */
export const lazyRoute = (path: string, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  element: lazyPage(load),
})

/** A route that only forwards; it counts as registered only while its target is. */
export const redirectRoute = (path: string, to: string): RouteObject => {
  const handle: RedirectHandle = { redirectTo: to }
  return { path, handle, element: <Navigate to={to} replace /> }
}

/** A layout's index that forwards to one of its pages. */
export function redirectIndex(to: string): RouteObject {
  const handle: RedirectHandle = { redirectTo: to }
  return { index: true, handle, element: <Navigate to={to} replace /> }
}
