import { useEffect, useRef } from 'react'

/**
 * Focus for a step that replaces the one holding it: the button just pressed is gone, and focus
 * left on nothing would drop a keyboard or screen-reader user back at the top of the dialog.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  useEffect(() => ref.current?.focus(), [])
  return ref
}
