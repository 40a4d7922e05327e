import { lazy, Suspense, useSyncExternalStore } from 'react'
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '#shared/common/constants.ts'
import { useTheme } from '#web/lib/theme.ts'
import { toasterDemand } from '#web/lib/toast.ts'

const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }))

// sonner spreads toasts across the full width up to 600 px; at the top they would cover the logo and
// the menu button, so on a phone they come up from the bottom instead.
const PHONE_QUERY = '(max-width: 600px)'
const subscribePhone = (listener: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => undefined
  const query = window.matchMedia(PHONE_QUERY)
  query.addEventListener('change', listener)
  return () => query.removeEventListener('change', listener)
}
const isPhone = () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches

/** Mounts sonner's Toaster once the first toast is raised (see lib/toast.ts). */
export function DeferredToaster() {
  const wanted = useSyncExternalStore(toasterDemand.subscribe, toasterDemand.isWanted, () => false)
  const phone = useSyncExternalStore(subscribePhone, isPhone, () => false)
  const { resolved } = useTheme()
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <Toaster
        duration={TOAST_DURATION_MS}
        visibleToasts={TOAST_MAX_VISIBLE}
        position={phone ? 'bottom-center' : 'top-right'}
        theme={resolved}
        richColors
        closeButton
      />
    </Suspense>
  )
}
