import { type ComponentType, lazy, type ReactElement } from 'react'

/**
 * A route element whose code loads on first use. The app's one Suspense boundary (app.tsx) shows
 * the page loader on a first visit; later navigations are transitions, so the current page stays
 * on screen until the next one's chunk is in.
 */
export function lazyPage(load: () => Promise<ComponentType>): ReactElement {
  const Page = lazy(async () => ({ default: await load() }))
  return <Page />
}
