import { TOAST_SUCCESS_DURATION_MS } from '#shared/common/constants.ts'

/**
 * sonner (and its Toaster) load on the first toast, not with the page: most visits never show one.
 * The Toaster picks up toasts raised before it mounted, so nothing is lost while it loads.
 */
const loadSonner = () => import('sonner')

let toasterWanted = false
const listeners = new Set<() => void>()

export const toasterDemand = {
  subscribe: (listener: () => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  isWanted: () => toasterWanted,
}

function wantToaster() {
  if (toasterWanted) return
  toasterWanted = true
  for (const listener of listeners) listener()
}

/** Success toasts are shorter than the rest (spec §9: 2 s for success, 4 s otherwise). */
export function notifySuccess(message: string) {
  wantToaster()
  void loadSonner().then(({ toast }) => toast.success(message, { duration: TOAST_SUCCESS_DURATION_MS }))
}

export function notifyError(message: string) {
  wantToaster()
  void loadSonner().then(({ toast }) => toast.error(message))
}
