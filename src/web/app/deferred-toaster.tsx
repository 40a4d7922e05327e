import { lazy, Suspense, useSyncExternalStore } from 'react'
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '#shared/constants.ts'
import { toasterDemand } from '#web/lib/toast.ts'

const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }))

/** Mounts sonner's Toaster once the first toast is raised (see lib/toast.ts). */
export function DeferredToaster() {
  const wanted = useSyncExternalStore(toasterDemand.subscribe, toasterDemand.isWanted, () => false)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <Toaster
        duration={TOAST_DURATION_MS}
        visibleToasts={TOAST_MAX_VISIBLE}
        position="top-right"
        richColors
        closeButton
      />
    </Suspense>
  )
}
