import { useEffect, useRef, useState } from 'react'

/**
 * The width, in CSS pixels, a chart's SVG is drawn at, bounded to [least, most]. A chart whose
 * viewBox is this wide draws its 13 px labels at 13 px on a phone too: with a fixed 640-unit
 * viewBox squeezed into a 311 px column they came out about 6 px tall. Until the element is
 * measured (and in a test without layout), `most`.
 */
export function useChartWidth(most: number, least = 280) {
  const ref = useRef<SVGSVGElement>(null)
  const [measured, setMeasured] = useState(0)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const read = () => setMeasured(element.getBoundingClientRect().width)
    read()
    const observer = new ResizeObserver(read)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  const width = measured > 0 ? Math.round(Math.min(most, Math.max(least, measured))) : most
  return { ref, width }
}
