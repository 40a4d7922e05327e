import { type RefObject, useEffect } from 'react'

/**
 * Closes a popup on a pointer press or focus move outside `ref` (tabbing away counts as leaving),
 * or on Escape, which also hands focus back.
 */
export function useDismiss(
  ref: RefObject<HTMLElement | null>,
  open: boolean,
  close: () => void,
  returnFocusTo?: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return
    const onOutside = (event: Event) => {
      if (event.target instanceof Node && !ref.current?.contains(event.target)) close()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      close()
      returnFocusTo?.current?.focus()
    }
    document.addEventListener('pointerdown', onOutside)
    document.addEventListener('focusin', onOutside)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onOutside)
      document.removeEventListener('focusin', onOutside)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [ref, open, close, returnFocusTo])
}
