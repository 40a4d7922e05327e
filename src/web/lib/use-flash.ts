import { useCallback, useEffect, useRef, useState } from 'react'

export type Flash = { tone: 'error' | 'success'; text: string }

/**
 * A message that hides itself after `ms` (the spec's alert auto-hide: 3 s for most editors, 5 s
 * for the banner). Showing a new message restarts the clock.
 */
export function useFlash(ms = 3000) {
  const [flash, setFlash] = useState<Flash | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const show = useCallback(
    (tone: Flash['tone'], text: string) => {
      clearTimeout(timer.current)
      setFlash({ tone, text })
      timer.current = setTimeout(() => setFlash(null), ms)
    },
    [ms],
  )
  const clear = useCallback(() => {
    clearTimeout(timer.current)
    setFlash(null)
  }, [])
  return { flash, show, clear }
}
