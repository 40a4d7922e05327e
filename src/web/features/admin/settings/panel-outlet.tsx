import { type ComponentType, lazy, Suspense } from 'react'
import { Loader } from '#web/components/ui/spinner.tsx'
import type { SettingsPanel } from '#web/lib/settings-panel.ts'

// One lazy component per loader, so switching back to a panel reuses its chunk instead of remounting
// a fresh lazy wrapper (which would flash the loader every time).
const lazyPanels = new WeakMap<SettingsPanel['load'], ComponentType>()

function lazyPanel(load: SettingsPanel['load']): ComponentType {
  let component = lazyPanels.get(load)
  if (!component) {
    component = lazy(async () => ({ default: await load() }))
    lazyPanels.set(load, component)
  }
  return component
}

/** Loads a panel's code the first time it is opened. */
export function PanelOutlet({ panel }: { panel: SettingsPanel }) {
  const Panel = lazyPanel(panel.load)
  return (
    <Suspense fallback={<Loader label="Loading panel..." />}>
      <Panel />
    </Suspense>
  )
}
