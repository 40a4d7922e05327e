import { useEffect } from 'react'
import { useLocation } from 'react-router'

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

/** Spec §2: the page scrolls smoothly to the top on every route change (instantly if motion is reduced). */
export function ScrollToTop() {
  const { pathname } = useLocation()
  useEffect(() => {
    // pathname is the trigger, not an input.
    void pathname
    window.scrollTo({ top: 0, left: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
  }, [pathname])
  return null
}
