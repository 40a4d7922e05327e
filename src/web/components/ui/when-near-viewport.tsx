import { type ReactNode, useEffect, useRef, useState } from 'react'

/** How far below the screen a section starts loading, so it is usually ready before it scrolls in. */
const AHEAD = '600px 0px'

/**
 * Renders `children` only once the spot comes within AHEAD of the viewport; until then a
 * placeholder holds the space. Below-the-fold sections (their code and their data) stay out of
 * the first screen's download this way. Without IntersectionObserver it renders at once.
 */
export function WhenNearViewport({
  children,
  placeholderClassName,
}: {
  children: ReactNode
  placeholderClassName: string
}) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  const spot = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = spot.current
    if (near || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: AHEAD },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near])
  if (near) return children
  return <div ref={spot} className={placeholderClassName} aria-hidden="true" />
}
